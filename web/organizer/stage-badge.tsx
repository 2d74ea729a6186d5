import type { EventStage } from "#shared/contracts/organizer.ts";
import { useT } from "../lib/i18n.tsx";

const STAGE_CLASS: Record<EventStage, string> = {
  draft: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  ended: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
};

export function StageBadge({ stage }: { stage: EventStage }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STAGE_CLASS[stage]}`}
      data-testid="event-stage"
    >
      {t(`organizer.stages.${stage}`)}
    </span>
  );
}
