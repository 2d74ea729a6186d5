import type { CheckInVerdict } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useT } from "../lib/i18n.tsx";
import type { ScanAnswer } from "./use-check-in.ts";

/** Colour plus a symbol plus words: the answer must read at arm's length and without colour vision. */
const LOOK: Record<CheckInVerdict, { box: string; symbol: string }> = {
  valid: { box: "bg-emerald-700 text-white", symbol: "✓" },
  already_used: { box: "bg-amber-400 text-slate-950", symbol: "!" },
  transferred: { box: "bg-orange-700 text-white", symbol: "⇄" },
  void: { box: "bg-red-700 text-white", symbol: "✕" },
  wrong_event: { box: "bg-violet-700 text-white", symbol: "≠" },
  forged: { box: "bg-red-700 text-white", symbol: "✕" },
};

/** The latest answer, big: verdict, then holder, category and seat, and for a used ticket when and where. */
export function VerdictPanel({ answer }: { answer: ScanAnswer }) {
  const t = useT();
  const look = LOOK[answer.verdict];
  const { ticket, first_check_in: first } = answer;
  return (
    <div
      className={`rounded-3xl p-5 desktop:p-8 ${look.box}`}
      data-testid="check-in-verdict"
      data-verdict={answer.verdict}
    >
      <p className="flex items-center gap-4 text-2xl leading-tight font-black desktop:text-4xl">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-white/25 text-4xl"
        >
          {look.symbol}
        </span>
        {/* Long verdicts ("SUDAH DIPINDAHTANGANKAN") wrap inside a phone's width instead of widening it. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {t(`eTicketsWeb.checkIn.result.${answer.verdict}`)}
        </span>
      </p>
      {first ? (
        <p className="mt-3 text-lg font-semibold" data-testid="check-in-used-at">
          {t("eTicketsWeb.checkIn.usedAt", {
            time: formatWib(first.at, t.locale, "dateTime"),
            gate: first.gate,
          })}
        </p>
      ) : null}
      {ticket ? (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-lg [overflow-wrap:anywhere] sm:grid-cols-3">
          <div>
            <dt className="text-sm">{t("eTicketsWeb.checkIn.holder")}</dt>
            <dd className="font-bold" data-testid="check-in-holder">
              {ticket.holder_name}
            </dd>
            {ticket.identity_last4 ? (
              <dd className="text-sm font-semibold" data-testid="check-in-identity">
                {t("eTicketsWeb.checkIn.identityLast4", { digits: ticket.identity_last4 })}
              </dd>
            ) : null}
          </div>
          <div>
            <dt className="text-sm">{t("eTicketsWeb.checkIn.category")}</dt>
            <dd className="font-bold">{ticket.category_name}</dd>
          </div>
          <div>
            <dt className="text-sm">
              {ticket.seat ? t("eTicketsWeb.checkIn.seat") : t("eTicketsWeb.detail.entry")}
            </dt>
            <dd className="font-bold">{ticket.seat ?? ticket.entry_number}</dd>
          </div>
        </dl>
      ) : null}
      {answer.offline ? (
        <p className="mt-3 text-sm font-medium">{t("eTicketsWeb.checkIn.checkedOffline")}</p>
      ) : null}
    </div>
  );
}
