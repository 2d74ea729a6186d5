/** A sold-out category's waiting list (ADR 0139) as other code may use it: its public entry. */
export { type WaitingListDeps, waitingListDeps } from "./deps.ts";
export { offerMail } from "./offer-mail.ts";
export { organizerWaitingListRoutes } from "./organizer-routes.ts";
export { waitingListRoutes } from "./routes.ts";
export { startWaitingListSweeper, sweepWaitingLists } from "./sweep.ts";
