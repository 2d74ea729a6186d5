import { eq } from "drizzle-orm";
import { DEFAULT_VISITOR_FIELDS, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import { visitorFieldsSchema } from "#shared/checkout/visitor-fields-schema.ts";
import type { Db } from "../../db/client.ts";
import { eventVisitorFields } from "../../db/schema/index.ts";

/** The event's visitor-field configuration; a malformed stored config falls back to the default. */
export async function loadVisitorFields(db: Db, eventId: number): Promise<VisitorField[]> {
  return (await loadStoredVisitorFields(db, eventId)) ?? DEFAULT_VISITOR_FIELDS;
}

/** The form the organiser saved, or null when there is none (or it cannot be read). */
export async function loadStoredVisitorFields(db: Db, eventId: number): Promise<VisitorField[] | null> {
  const [row] = await db
    .select({ config: eventVisitorFields.config })
    .from(eventVisitorFields)
    .where(eq(eventVisitorFields.eventId, eventId));
  const parsed = row ? visitorFieldsSchema.safeParse(row.config) : null;
  return parsed?.success ? parsed.data : null;
}

/** Stores the event's form (the organiser's builder), replacing the previous one. */
export async function saveVisitorFields(
  tx: Db,
  eventId: number,
  fields: readonly VisitorField[],
): Promise<void> {
  await tx
    .insert(eventVisitorFields)
    .values({ eventId, config: fields })
    .onConflictDoUpdate({
      target: eventVisitorFields.eventId,
      set: { config: fields, updatedAt: new Date() },
    });
}

/** Each event's form read once, for jobs that walk many rows of many events (the at-rest migration). */
export function visitorFormCache(db: Db): (eventId: number) => Promise<VisitorField[]> {
  const forms = new Map<number, Promise<VisitorField[]>>();
  return (eventId) => {
    const form = forms.get(eventId) ?? loadVisitorFields(db, eventId);
    forms.set(eventId, form);
    return form;
  };
}
