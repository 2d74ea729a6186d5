import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { accessLogQuerySchema } from "#shared/contracts/organizer-records.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { Pager } from "../../organizer/buyers-screen.tsx";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { ScrollRegion } from "../../organizer/scroll-region.tsx";
import { CARD, TABLE_CELL, TABLE_HEAD_CELL } from "../../organizer/ui.ts";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerAccessLog (UU PDP 27/2022): every reveal of protected answers and every
// export of buyers' data, for the organisation's owners.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerAccessLog", context);
  if (needsLogin) return { needsLogin, orgId: "", log: null, search: "" };
  const orgId = requirePathId(params.orgId);
  const { search } = new URL(request.url);
  const parsed = accessLogQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const query = parsed.success ? parsed.data : accessLogQuerySchema.parse({});
  const log = await orStatusPage(loaderApi(context, request).call("accessLog", { params: { orgId }, query }));
  return { needsLogin, orgId, log, search };
}

export const meta = routeMeta("OrganizerAccessLog");
export const handle = routeHandle("OrganizerAccessLog");

export default function OrganizerAccessLogRoute() {
  const { needsLogin, orgId, log, search } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const org = useCurrentOrganization(orgId);
  if (needsLogin || !log) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  const { meta } = log;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{org?.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.records.log.title")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("organizer.records.log.intro")}</p>
      </div>
      {log.rows.length === 0 ? (
        <p className={`${CARD} text-slate-700`}>{t("organizer.records.log.empty")}</p>
      ) : (
        <ScrollRegion>
          <table className="min-w-full divide-y divide-slate-200" data-testid="access-log">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.records.log.when")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.records.log.who")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.records.log.what")}
                </th>
                <th scope="col" className={TABLE_HEAD_CELL}>
                  {t("organizer.records.log.reason")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.rows.map((row) => {
                const rows = typeof row.detail.rows === "number" ? row.detail.rows : null;
                const kind = typeof row.detail.kind === "string" ? row.detail.kind : null;
                const format = typeof row.detail.format === "string" ? row.detail.format.toUpperCase() : "";
                return (
                  <tr key={row.id}>
                    <td className={`${TABLE_CELL} whitespace-nowrap`}>{formatWib(row.at, locale)}</td>
                    <td className={`${TABLE_CELL} break-words`}>{row.actorName}</td>
                    <td className={TABLE_CELL}>
                      <p>
                        {t(`organizer.records.log.${row.action}`)}
                        {kind === "orders" || kind === "attendees"
                          ? ` · ${t(`organizer.records.sheet.${kind}`)} ${format}`
                          : ""}
                      </p>
                      {row.eventTitle ? <p className="text-slate-600">{row.eventTitle}</p> : null}
                      {rows !== null ? (
                        <p className="text-slate-600">{t("organizer.records.log.rows", { count: rows })}</p>
                      ) : null}
                    </td>
                    <td className={`${TABLE_CELL} break-words`}>{row.reason ?? "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {meta.last_page > 1 ? <Pager meta={meta} search={search} /> : null}
    </div>
  );
}
