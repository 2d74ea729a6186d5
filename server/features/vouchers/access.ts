import type { AuthorizedBuyerId } from "../sessions/index.ts";

/**
 * Who acts on which event's vouchers: made by the organiser's route only after the server checked the
 * actor's membership and role in the organisation owning the event (the catalogue's access). Use cases
 * trust it and scope every statement to `eventId`.
 */
export interface VoucherAccess {
  actor: AuthorizedBuyerId;
  eventId: number;
}
