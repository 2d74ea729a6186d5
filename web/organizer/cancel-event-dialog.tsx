import { useEffect, useId, useState } from "react";
import type { CancelPreview } from "#shared/contracts/organizer.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { useT } from "../lib/i18n.tsx";
import { ConfirmDialog } from "../payments/confirm-dialog.tsx";
import { FIELD, LABEL } from "./ui.ts";

/** Solid red: the one button in the workspace that cannot be undone. */
const DESTRUCTIVE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600";

/**
 * The last step before an event is cancelled: what follows, as the server counted it (tickets voided,
 * buyers mailed, paid orders owed back and their total, waiting orders cancelled), the reason buyers
 * will read, and the event's name to type before the destructive button works. "Back", Escape or the
 * backdrop change nothing.
 */
export function CancelEventDialog({
  eventTitle,
  reason,
  preview,
  busy,
  onConfirm,
  onClose,
}: {
  eventTitle: string;
  reason: string;
  /** Null while closed. */
  preview: CancelPreview | null;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  const nameId = useId();
  const [typed, setTyped] = useState("");
  const open = preview !== null;
  useEffect(() => {
    if (!open) setTyped("");
  }, [open]);
  const matches = typed.trim() !== "" && typed.trim() === eventTitle.trim();
  const lines = preview
    ? [
        {
          key: "tickets",
          text: t.plural("organizer.eventForm.cancelDialog.tickets", preview.voidedTickets, {
            count: preview.voidedTickets,
          }),
        },
        {
          key: "buyers",
          text: t.plural("organizer.eventForm.cancelDialog.buyers", preview.mailedBuyers, {
            count: preview.mailedBuyers,
          }),
        },
        {
          key: "refunds",
          text: t.plural("organizer.eventForm.cancelDialog.refunds", preview.ordersToRefund, {
            count: preview.ordersToRefund,
            amount: formatRupiah(preview.refundTotal, t.locale),
          }),
        },
        ...(preview.cancelledOrders > 0
          ? [
              {
                key: "waiting",
                text: t.plural("organizer.eventForm.cancelDialog.waiting", preview.cancelledOrders, {
                  count: preview.cancelledOrders,
                }),
              },
            ]
          : []),
      ]
    : [];
  return (
    <ConfirmDialog
      open={open}
      title={t("organizer.eventForm.cancelDialog.title", { event: eventTitle })}
      body={t("organizer.eventForm.cancelDialog.body")}
      yesLabel={t("organizer.eventForm.cancelDialog.confirm")}
      noLabel={t("organizer.eventForm.cancelDialog.back")}
      busy={busy}
      yesDisabled={!matches}
      yesClassName={DESTRUCTIVE}
      onYes={() => {
        if (matches) onConfirm();
      }}
      onClose={onClose}
      testId="cancel-event-dialog"
    >
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-900" data-testid="cancel-summary">
        {lines.map((line) => (
          <li key={line.key} data-testid={`cancel-summary-${line.key}`}>
            {line.text}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm break-words text-slate-700">
        {t("organizer.eventForm.cancelDialog.reason", { reason })}
      </p>
      <label htmlFor={nameId} className={`${LABEL} mt-4`}>
        {t("organizer.eventForm.cancelDialog.typeName", { event: eventTitle })}
      </label>
      <input
        id={nameId}
        className={FIELD}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(change) => setTyped(change.target.value)}
        data-testid="cancel-type-name"
      />
    </ConfirmDialog>
  );
}
