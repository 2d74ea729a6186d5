import { useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";
import { useModal } from "../ui/modal-host.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { failureText } from "./api-errors.ts";
import { finishSignIn } from "./finish-sign-in.ts";
import { GoogleSignInCancelled, requestGoogleAccessToken } from "./google-token.ts";
import { isInAppBrowser } from "./webview.ts";

/**
 * "Continue with Google": hidden without GOOGLE_CLIENT_ID; inside in-app browsers it shows the
 * open-in-your-browser notice instead of starting a flow Google would refuse.
 */
export function GoogleButton({ onSecondFactor }: { onSecondFactor?: () => void } = {}) {
  const t = useT();
  const api = useApi();
  const modal = useModal();
  const snackbar = useSnackbar();
  const { publicConfig, cspNonce } = useRootData();
  const [webviewNotice, setWebviewNotice] = useState(false);
  const [busy, setBusy] = useState(false);
  const clientId = publicConfig.googleClientId;
  if (!clientId) return null;

  const start = async () => {
    if (isInAppBrowser(navigator.userAgent)) {
      setWebviewNotice(true);
      return;
    }
    setBusy(true);
    try {
      const accessToken = await requestGoogleAccessToken(clientId, cspNonce);
      const result = await api.call("login", {
        body: { type: "google" },
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if ("user" in result) finishSignIn();
      else if (result.action === "second_factor") {
        if (onSecondFactor) onSecondFactor();
        else modal.open("login", { secondFactor: true });
      } else modal.open("signup", { social: { ...result.social, accessToken } });
    } catch (error) {
      if (!(error instanceof GoogleSignInCancelled)) snackbar.show("error", failureText(error));
    } finally {
      setBusy(false);
    }
  };

  if (webviewNotice) {
    return (
      <div
        role="alertdialog"
        aria-labelledby="webview-title"
        aria-describedby="webview-body"
        className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
        data-testid="login-webview"
      >
        <p id="webview-title" className="font-semibold text-amber-900">
          {t("auth.webviewTitle")}
        </p>
        <p id="webview-body" className="mt-1 text-amber-900">
          {t("auth.webviewBody")}
        </p>
        <button
          type="button"
          onClick={() => setWebviewNotice(false)}
          className="mt-3 rounded-lg bg-amber-700 px-4 py-1.5 font-semibold text-white"
        >
          {t("auth.ok")}
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={start}
      disabled={busy}
      className="flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
    >
      <span aria-hidden="true" className="font-bold text-[#4285F4]">
        G
      </span>
      {t("auth.continueWithGoogle")}
    </button>
  );
}
