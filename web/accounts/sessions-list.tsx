import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SessionSummary } from "#shared/contracts/accounts-security.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText } from "./api-errors.ts";

const button =
  "rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50";

/** The buyer's signed-in devices: this one first and marked; any other can be signed out. */
export function SessionsList({ sessions }: { sessions: SessionSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current).length;

  const run = async (action: () => Promise<unknown>, message: "revoked" | "othersRevoked") => {
    setBusy(true);
    try {
      await action();
      snackbar.show("success", t(`security.sessions.${message}`));
    } catch (error) {
      snackbar.show("error", failureText(error));
    } finally {
      setBusy(false);
      void revalidator.revalidate();
    }
  };

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-bold text-slate-900">
        {t("security.sessions.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("security.sessions.intro")}</p>
      <ul className="mt-4 divide-y divide-slate-200" data-testid="sessions">
        {ordered.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {session.device ?? t("security.sessions.unknownDevice")}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    {t("security.sessions.thisDevice")}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-500">
                {t("security.sessions.signedIn", { at: formatWib(session.signed_in_at, locale) })}
                {" · "}
                {t("security.sessions.lastSeen", { at: formatWib(session.last_seen_at, locale) })}
              </p>
            </div>
            {session.current ? null : (
              <button
                type="button"
                className={button}
                disabled={busy}
                onClick={() =>
                  run(() => api.call("revokeSession", { params: { sessionId: session.id } }), "revoked")
                }
              >
                {t("security.sessions.signOut")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          className={`${button} mt-2 border-red-300 text-red-700 hover:bg-red-50`}
          disabled={busy}
          onClick={() => run(() => api.call("revokeOtherSessions"), "othersRevoked")}
        >
          {t("security.sessions.signOutOthers")}
        </button>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{t("security.sessions.none")}</p>
      )}
    </section>
  );
}
