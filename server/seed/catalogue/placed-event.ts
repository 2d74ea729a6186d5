import type { PlannedEvent } from "./plan-types.ts";

/**
 * A planned event with the id the database gave it, and the ids of its categories: what the catalogue
 * insert hands to the inserts of seating, claims and vouchers once the events exist.
 */
export type PlacedEvent = { event: PlannedEvent; id: number };
/** `${eventId}:${category name}` -> category id. */
export type CategoryIds = Map<string, number>;
