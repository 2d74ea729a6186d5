/**
 * A race's control runs the race without its protection until it sees the defect, or until a time bound:
 * whether the unprotected interleaving happens is a matter of timing, so a fixed number of tries passes
 * on a quiet machine and goes blind on a busy one (the quota race's 40 tries once never lined up in CI).
 * Returns the worst outcome seen; the caller asserts the defect on it.
 */
export async function raceUntilDefect(
  trial: () => Promise<number>,
  defect: (outcome: number) => boolean,
  { withinMs = 120_000 }: { withinMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + withinMs;
  let worst = Number.NEGATIVE_INFINITY;
  do worst = Math.max(worst, await trial());
  while (!defect(worst) && Date.now() < deadline);
  return worst;
}
