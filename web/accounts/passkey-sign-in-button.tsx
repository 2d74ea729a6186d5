import { useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { failureText } from "./api-errors.ts";
import { finishSignIn } from "./finish-sign-in.ts";
import { PasskeyCancelled, PasskeyUnsupported, signInWithPasskey } from "./passkey-ceremony.ts";

/** "Masuk dengan passkey": signs in with a passkey alone, or gives the second factor after a password. */
export function PasskeySignInButton({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await signInWithPasskey(api);
      onDone?.();
      finishSignIn();
    } catch (error) {
      if (error instanceof PasskeyCancelled) setFailure(t("auth.passkey.cancelled"));
      else if (error instanceof PasskeyUnsupported) setFailure(t("auth.passkey.unsupported"));
      else setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={busy}
        onClick={() => void run()}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="9" cy="8" r="4" />
          <path d="M2 21v-1a6 6 0 0 1 9-5.2" strokeLinecap="round" />
          <circle cx="17.5" cy="13.5" r="2.5" />
          <path d="M17.5 16v5l1.5-1.2M17.5 18.5 19 17.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t("auth.passkey.signIn")}
      </button>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
