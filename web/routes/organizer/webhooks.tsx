import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { webhookDeliveryQuerySchema } from "#shared/contracts/organizer-webhooks.ts";
import { loaderApi } from "../../events/catalogue-api.server.ts";
import { useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { requirePathId } from "../../organizer/event-loader.server.ts";
import { DeliveryLog, WebhookEndpoints } from "../../organizer/webhooks-screen.tsx";
import { orStatusPage, useCurrentOrganization } from "../../organizer/workspace-data.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerWebhooks: owners and admins register endpoints and read each one's
// delivery log (`?endpoint=<id>`); finance and gate staff get the API's 403 as this page's.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("OrganizerWebhooks", context);
  if (needsLogin) return { needsLogin, orgId: "", list: null, log: null, search: "" };
  const orgId = requirePathId(params.orgId);
  const api = loaderApi(context, request);
  const { search } = new URL(request.url);
  const query = new URLSearchParams(search);
  const list = await orStatusPage(api.call("webhookEndpoints", { params: { orgId } }));
  const endpointId = query.get("endpoint");
  let log = null;
  if (endpointId) {
    const parsed = webhookDeliveryQuerySchema.safeParse(Object.fromEntries(query));
    log = await orStatusPage(
      api.call("webhookDeliveries", {
        params: { orgId, endpointId: requirePathId(endpointId) },
        query: parsed.success ? parsed.data : webhookDeliveryQuerySchema.parse({}),
      }),
    );
  }
  return { needsLogin, orgId, list, log, search };
}

export const meta = routeMeta("OrganizerWebhooks");
export const handle = routeHandle("OrganizerWebhooks");

export default function OrganizerWebhooksRoute() {
  const { needsLogin, orgId, list, log, search } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  const org = useCurrentOrganization(orgId);
  if (needsLogin || !list) return <NotAuthorizedPage body={t("organizer.shell.signInBody")} />;
  const screen = href("OrganizerWebhooks", { orgId });
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{org?.name}</p>
        <h1 className="text-2xl font-bold text-slate-900">{t("organizer.webhooks.title")}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("organizer.webhooks.intro")}</p>
      </div>
      {log ? (
        <DeliveryLog orgId={orgId} log={log} backHref={screen} search={search} />
      ) : (
        <WebhookEndpoints orgId={orgId} list={list} logHref={(id) => `${screen}?endpoint=${id}`} />
      )}
    </div>
  );
}
