/** Seconds left at which a countdown is read out: often enough to plan, never every second. */
const MILESTONES = [600, 300, 120, 60, 30, 0] as const;

/** The last milestone the countdown has reached (null before the first): changes only at a milestone. */
export function reachedMilestone(secondsLeft: number | null): number | null {
  if (secondsLeft === null) return null;
  let reached: number | null = null;
  for (const milestone of MILESTONES) if (secondsLeft <= milestone) reached = milestone;
  return reached;
}

/**
 * A visually hidden polite live region for a countdown: the visible timer stays
 * `aria-live="off"` (a screen reader reading every tick drowns everything else), and this says the time
 * left at 10, 5, 2 and 1 minutes and 30 seconds, then that time is up. `say` words one milestone.
 */
export function CountdownAnnouncer({
  secondsLeft,
  say,
  testId,
}: {
  secondsLeft: number | null;
  say: (milestone: number) => string;
  testId?: string;
}) {
  const milestone = reachedMilestone(secondsLeft);
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {milestone === null ? "" : say(milestone)}
    </p>
  );
}
