import type { Catalog } from "../catalog.ts";
import { accountsId } from "./accounts/id.ts";
import { apiErrorsId } from "./api-errors/id.ts";
import { authId } from "./auth/id.ts";
import { catalogueId } from "./catalogue/id.ts";
import { checkoutId } from "./checkout/id.ts";
import { checkoutWebId } from "./checkout-web/id.ts";
import { consentId } from "./consent/id.ts";
import { coreId } from "./core/id.ts";
import { discoveryId } from "./discovery/id.ts";
import { eTicketsId } from "./e-tickets/id.ts";
import { eTicketsWebId } from "./e-tickets-web/id.ts";
import { eventShareId } from "./event-share/id.ts";
import { eventsId } from "./events/id.ts";
import { landingContentId } from "./landing-content/id.ts";
import { orgCatalogId } from "./org-catalog/id.ts";
import { organizerId } from "./organizer/id.ts";
import { paymentsId } from "./payments/id.ts";
import { paymentsWebId } from "./payments-web/id.ts";
import { refundsId } from "./refunds/id.ts";
import { remindersId } from "./reminders/id.ts";
import { resaleId } from "./resale/id.ts";
import { securityId } from "./security/id.ts";
import { ticketPickerId } from "./ticket-picker/id.ts";
import { validationId } from "./validation/id.ts";
import { vouchersWebId } from "./vouchers-web/id.ts";
import { waitingListId } from "./waiting-list/id.ts";
import { waitingRoomId } from "./waiting-room/id.ts";

/** Indonesian catalog: the default language of the site (spec section 9). */
export const id: Catalog = {
  ...coreId,
  accounts: accountsId,
  apiErrors: apiErrorsId,
  auth: authId,
  catalogue: catalogueId,
  checkout: checkoutId,
  checkoutWeb: checkoutWebId,
  discovery: discoveryId,
  consent: consentId,
  eTickets: eTicketsId,
  eTicketsWeb: eTicketsWebId,
  events: eventsId,
  eventShare: eventShareId,
  landingContent: landingContentId,
  orgCatalog: orgCatalogId,
  organizer: organizerId,
  payments: paymentsId,
  paymentsWeb: paymentsWebId,
  refunds: refundsId,
  reminders: remindersId,
  resale: resaleId,
  security: securityId,
  waitingList: waitingListId,
  waitingRoom: waitingRoomId,
  ticketPicker: ticketPickerId,
  validation: validationId,
  vouchersWeb: vouchersWebId,
};
