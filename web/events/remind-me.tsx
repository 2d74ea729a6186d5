import { lazy, Suspense, useId, useState } from "react";
import type { TicketCategory } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";

// The registering half (the API call, the visitor's e-mail form, errors) arrives on the first tap: most
// event pages show the button without anyone pressing it. The button itself is here, hydrated with the
// page, so a tap is never lost to a chunk still on its way.
const RemindRequest = lazy(() => import("./remind-request.tsx"));

/**
 * "Ingatkan saya" under a category that is not on sale: a signed-in buyer is registered in one tap at
 * the account's address; a visitor gives an e-mail. One e-mail goes out when the category goes on sale.
 */
export default function RemindMe({ category }: { category: TicketCategory }) {
  const t = useT();
  const { viewer } = useRootData();
  const [open, setOpen] = useState(false);
  /** Each tap of a signed-in buyer is one request (a retry after an error is the next one). */
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formId = `${useId()}-form`;
  const hint =
    category.status === "staged" ? t("eventShare.remind.whenOpens") : t("eventShare.remind.whenBack");

  if (done)
    return (
      <p role="status" className="mt-3 text-sm font-semibold text-emerald-800" data-testid="remind-done">
        {t("eventShare.remind.done", { email: done })}
      </p>
    );
  return (
    <div className="mt-3" data-testid="remind-me">
      <button
        type="button"
        aria-expanded={viewer ? undefined : open}
        aria-controls={viewer ? undefined : formId}
        disabled={sending}
        onClick={() => (viewer ? setAttempt(attempt + 1) : setOpen(!open))}
        className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <span aria-hidden="true">{t("eventShare.remind.button")}</span>
        <span className="sr-only">{t("eventShare.remind.buttonLabel", { category: category.name })}</span>
      </button>
      <p className="mt-1 text-xs text-slate-600">
        {hint}
        {viewer ? ` ${t("eventShare.remind.signedInAs", { email: viewer.email })}` : ""}
      </p>
      {(viewer && attempt > 0) || (!viewer && open) ? (
        <Suspense fallback={<p className="mt-2 text-sm text-slate-600">{t("loading")}</p>}>
          <RemindRequest
            categoryId={category.id}
            signedIn={Boolean(viewer)}
            attempt={attempt}
            formId={formId}
            onSending={setSending}
            onDone={setDone}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
