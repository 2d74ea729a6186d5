import { and, eq, inArray } from "drizzle-orm";
import type { SeatMapBody } from "#shared/contracts/organizer-catalog.ts";
import type { GeneratedSeat } from "#shared/organizer/seat-map.ts";
import type { Db } from "../../db/client.ts";
import { eventSeatLayouts, events, seatSections, seats } from "../../db/schema/index.ts";

/** The seat map builder's writes: sections, their seats, the event's seated flag and stage position. */

const INSERT_CHUNK = 1_000;

/** Deletes these sections (their seats go with them). */
export async function deleteSections(tx: Db, sectionIds: number[]): Promise<void> {
  await tx.delete(seatSections).where(inArray(seatSections.id, sectionIds));
}

/** Inserts a section of the event and answers its id. */
export async function insertSection(
  tx: Db,
  section: { eventId: number; categoryId: number; name: string; sortOrder: number },
) {
  const [created] = await tx.insert(seatSections).values(section).returning({ id: seatSections.id });
  return created?.id;
}

export async function updateSection(
  tx: Db,
  sectionId: number,
  values: { name: string; sortOrder: number },
): Promise<void> {
  await tx.update(seatSections).set(values).where(eq(seatSections.id, sectionId));
}

/** Inserts the generated seats of a section, a thousand rows per statement. */
export async function insertSeats(
  tx: Db,
  sectionId: number,
  categoryId: number,
  generated: readonly GeneratedSeat[],
): Promise<void> {
  for (let start = 0; start < generated.length; start += INSERT_CHUNK) {
    await tx
      .insert(seats)
      .values(
        generated.slice(start, start + INSERT_CHUNK).map((seat) => ({ sectionId, categoryId, ...seat })),
      );
  }
}

export async function deleteSeats(tx: Db, seatIds: number[]): Promise<void> {
  await tx.delete(seats).where(inArray(seats.id, seatIds));
}

/** A seat of the section becomes blocked or not, for a wheelchair or not. */
export async function updateSeatFlags(
  tx: Db,
  sectionId: number,
  seatId: number,
  flags: { isBlocked: boolean; isWheelchair: boolean },
): Promise<void> {
  await tx
    .update(seats)
    .set(flags)
    .where(and(eq(seats.id, seatId), eq(seats.sectionId, sectionId)));
}

export async function setEventSeated(tx: Db, eventId: number, isSeated: boolean): Promise<void> {
  await tx.update(events).set({ isSeated }).where(eq(events.id, eventId));
}

export async function saveStagePosition(
  tx: Db,
  eventId: number,
  stagePosition: SeatMapBody["stage_position"],
): Promise<void> {
  await tx
    .insert(eventSeatLayouts)
    .values({ eventId, stagePosition })
    .onConflictDoUpdate({ target: eventSeatLayouts.eventId, set: { stagePosition } });
}
