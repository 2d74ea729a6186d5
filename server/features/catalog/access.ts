import type { AuthorizedBuyerId } from "../sessions/index.ts";

/**
 * Who acts on which event: made by the route only after the server checked the actor's membership and
 * role in the organisation owning the event. Use cases trust it and scope every statement to `eventId`.
 */
export interface CatalogAccess {
  actor: AuthorizedBuyerId;
  eventId: number;
}
