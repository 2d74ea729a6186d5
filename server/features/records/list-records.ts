import { localizeVisitorFields } from "#shared/checkout/visitor-field-label.ts";
import { type OrganizerRole, ROLE_GROUPS } from "#shared/contracts/organizer.ts";
import type { AttendeeFilters, OrderFilters } from "#shared/contracts/organizer-records.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import type { Db } from "../../db/client.ts";
import { loadVisitorFields } from "../checkout/index.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { OrganiserAccess } from "../organizations/index.ts";
import { countAttendees, countOrders, pageOfAttendees, pageOfOrders } from "./records-data.ts";
import { toAttendeeRow, toOrderRow } from "./records-view.ts";

interface Page {
  page: number;
  show: number;
}

/** Owners and admins may open protected answers (with a reason, logged); finance sees them masked. */
export const mayReveal = (role: OrganizerRole): boolean =>
  (ROLE_GROUPS.editors as readonly OrganizerRole[]).includes(role);

/**
 * One page of an event's tickets with every visitor answer, protected ones masked; the built-in
 * questions named in the reader's language (`t`).
 */
export async function listAttendees(
  db: Db,
  access: OrganiserAccess,
  eventId: number,
  filters: AttendeeFilters & Page,
  t: Translator,
) {
  const [fields, total, found] = await Promise.all([
    loadVisitorFields(db, eventId),
    countAttendees(db, eventId, filters),
    pageOfAttendees(db, eventId, filters, filters.show, pageOffset(filters.page, filters.show)),
  ]);
  const questions = localizeVisitorFields(fields, t);
  return {
    rows: found.map((record) => toAttendeeRow(record, questions)),
    meta: pagingMeta(total, filters.page, filters.show),
    canReveal: mayReveal(access.role),
  };
}

/** One page of an event's orders, every status, with their amounts. */
export async function listOrders(db: Db, eventId: number, filters: OrderFilters & Page) {
  const [total, found] = await Promise.all([
    countOrders(db, eventId, filters),
    pageOfOrders(db, eventId, filters, filters.show, pageOffset(filters.page, filters.show)),
  ]);
  return { rows: found.map(toOrderRow), meta: pagingMeta(total, filters.page, filters.show) };
}
