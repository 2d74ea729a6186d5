import { useEffect, useState } from "react";
import { useMatches } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";

/**
 * Until a signed-in buyer proves their address, a banner under the header says so
 * (tickets sent to it wait for that) and offers a fresh link. The server decides what "verified" is.
 */
export function VerifyEmailBanner() {
  const t = useT();
  const api = useApi();
  const { viewer } = useRootData();
  const [state, setState] = useState<"idle" | "busy" | "sent" | "verified">("idle");
  const [error, setError] = useState<string | null>(null);
  // The verification link's own page says how it went (its loader runs alongside the shell's).
  const onVerifyPage = useMatches().some((match) => match.id === "VerifyEmail");
  // The server's HTML shows the button, but this lazy chunk hydrates after the page: until it has, a
  // press would be lost, so the button stays disabled (and a test's click waits) until then.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (!viewer || viewer.emailVerified || state === "verified" || onVerifyPage) return null;

  const resend = async () => {
    setState("busy");
    setError(null);
    try {
      const result = await api.call("resendVerification");
      setState(result.already_verified ? "verified" : "sent");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("errors.network"));
      setState("idle");
    }
  };

  return (
    <aside
      aria-label={t("auth.verifyEmail.bannerLabel")}
      className="border-b border-amber-200 bg-amber-50 text-amber-950"
      data-testid="verify-email-banner"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm desktop:px-6">
        <p className="min-w-0 flex-1 basis-64">
          <span className="font-semibold">{t("auth.verifyEmail.bannerTitle")}</span>{" "}
          <span className="[overflow-wrap:anywhere]">
            {t("auth.verifyEmail.bannerBody", { email: viewer.email })}
          </span>
        </p>
        {state === "sent" ? (
          <p role="status" className="font-semibold">
            {t("auth.verifyEmail.sent")}
          </p>
        ) : (
          <button
            type="button"
            onClick={resend}
            disabled={!interactive || state === "busy"}
            className="rounded-full border border-amber-400 bg-white px-4 py-1.5 font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-60"
          >
            {t("auth.verifyEmail.resend")}
          </button>
        )}
        {error ? (
          <p role="alert" className="basis-full text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
