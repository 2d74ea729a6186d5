/**
 * bench:war's goals: each is met, failed, or not exercised (the run never got to test it, which fails
 * too: a goal the bench skipped silently would read as a pass). The process exits 1 when any is not met.
 */
export interface Goal {
  name: string;
  verdict: "met" | "FAILED" | "NOT EXERCISED";
  detail: string;
}

export function createGoals() {
  const goals: Goal[] = [];
  return {
    goals,
    /** `met === null`: the figure could not be measured in this run. */
    check(name: string, met: boolean | null, detail: string) {
      goals.push({ name, verdict: met === null ? "NOT EXERCISED" : met ? "met" : "FAILED", detail });
    },
    failed: () => goals.filter((g) => g.verdict !== "met"),
  };
}
