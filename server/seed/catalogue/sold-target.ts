import type { PlannedCategory, PlannedEvent } from "./plan-types.ts";

const soldOf = (category: PlannedCategory): number =>
  category.seating ? category.seating.sold.length : category.sold;

/** Tickets sold across the plan: general-admission sales plus sold seats. */
export function totalSold(events: readonly PlannedEvent[]): number {
  return events.reduce((sum, event) => sum + event.categories.reduce((s, c) => s + soldOf(c), 0), 0);
}

/**
 * Scales general-admission sales so the whole plan sells exactly `target` tickets (the site's stated
 * 140,000). Sold-out categories stay sold out and seats stay as planned; partly sold categories are
 * scaled and never tipped into sold out, so the statuses the plan chose survive.
 */
export function rebalanceSold(events: PlannedEvent[], target: number): void {
  const categories = events.flatMap((event) => event.categories);
  const flexible = categories.filter((c) => !c.seating && c.sold > 0 && c.sold < c.quota);
  const fixedSum = totalSold(events) - flexible.reduce((sum, c) => sum + c.sold, 0);
  const wanted = target - fixedSum;
  const current = flexible.reduce((sum, c) => sum + c.sold, 0);
  if (wanted < flexible.length || current === 0)
    throw new RangeError(`cannot reach ${target} sold tickets: ${fixedSum} are fixed`);
  const factor = wanted / current;
  for (const category of flexible)
    category.sold = Math.min(category.quota - 1, Math.max(1, Math.floor(category.sold * factor)));
  let gap = target - totalSold(events);
  // Hand out (or take back) the rounding remainder one ticket at a time.
  for (let i = 0; gap !== 0 && i < flexible.length * 4; i++) {
    const category = flexible[i % flexible.length] as PlannedCategory;
    if (gap > 0 && category.sold < category.quota - 1) {
      category.sold++;
      gap--;
    } else if (gap < 0 && category.sold > 1) {
      category.sold--;
      gap++;
    }
  }
  if (gap !== 0) throw new RangeError(`sold tickets off target by ${gap}`);
}
