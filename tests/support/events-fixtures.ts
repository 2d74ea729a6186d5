import type { Db } from "../../server/db/client.ts";
import {
  events,
  eventTalents,
  organisers,
  seatSections,
  seats,
  stockClaims,
  talents,
  ticketCategories,
} from "../../server/db/schema/index.ts";

/** Small builders for catalogue rows, so each test states only what it is about. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let sequence = 0;
const next = () => ++sequence;

export const hoursFromNow = (hours: number): Date => new Date(Date.now() + hours * HOUR);
export const daysFromNow = (days: number): Date => new Date(Date.now() + days * DAY);

export async function createOrganiser(db: Db, name = `Organiser ${next()}`) {
  const slug = `org-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${next()}`;
  const [row] = await db.insert(organisers).values({ name, slug }).returning();
  return row!;
}

type EventInput = Partial<typeof events.$inferInsert>;

export async function createEvent(db: Db, input: EventInput = {}) {
  const n = next();
  const organiserId = input.organiserId ?? (await createOrganiser(db)).id;
  const startsAt = input.startsAt ?? daysFromNow(10 + n);
  const [row] = await db
    .insert(events)
    .values({
      slug: `test-event-${n}`,
      title: `Test Event ${n}`,
      category: "concert",
      city: "Jakarta",
      venueName: "Balai Uji Coba",
      startsAt,
      endsAt: input.endsAt ?? new Date(startsAt.getTime() + 4 * HOUR),
      ...input,
      organiserId,
    })
    .returning();
  return row!;
}

type CategoryInput = Partial<typeof ticketCategories.$inferInsert>;

export async function createCategory(db: Db, eventId: number, input: CategoryInput = {}) {
  const [row] = await db
    .insert(ticketCategories)
    .values({ eventId, name: `CAT ${next()}`, price: 150_000, quota: 100, ...input })
    .returning();
  return row!;
}

export async function addTalent(db: Db, eventId: number, name: string, role = "Headliner", sortOrder = 0) {
  const [talent] = await db.insert(talents).values({ name }).returning();
  await db.insert(eventTalents).values({ eventId, talentId: talent!.id, role, sortOrder });
  return talent!;
}

/** A section of `rows` x `perRow` seats for a seated category; returns the section and its seats. */
export async function createSeatSection(
  db: Db,
  eventId: number,
  categoryId: number,
  name: string,
  rowLabels: readonly string[],
  perRow: number,
) {
  const [section] = await db.insert(seatSections).values({ eventId, categoryId, name }).returning();
  const values = rowLabels.flatMap((rowLabel) =>
    Array.from({ length: perRow }, (_, i) => ({
      sectionId: section!.id,
      categoryId,
      rowLabel,
      seatNumber: i + 1,
    })),
  );
  const created = await db.insert(seats).values(values).returning();
  return { section: section!, seats: created };
}

type ClaimInput = Omit<typeof stockClaims.$inferInsert, "id" | "createdAt" | "updatedAt">;

export async function addClaim(db: Db, claim: ClaimInput) {
  const [row] = await db.insert(stockClaims).values(claim).returning();
  return row!;
}
