import { accountsEn } from "./accounts/en.ts";
import { apiErrorsEn } from "./api-errors/en.ts";
import { authEn } from "./auth/en.ts";
import { catalogueEn } from "./catalogue/en.ts";
import { checkoutEn } from "./checkout/en.ts";
import { checkoutWebEn } from "./checkout-web/en.ts";
import { consentEn } from "./consent/en.ts";
import { coreEn } from "./core/en.ts";
import { discoveryEn } from "./discovery/en.ts";
import { eTicketsEn } from "./e-tickets/en.ts";
import { eTicketsWebEn } from "./e-tickets-web/en.ts";
import { eventShareEn } from "./event-share/en.ts";
import { eventsEn } from "./events/en.ts";
import { landingContentEn } from "./landing-content/en.ts";
import { orgCatalogEn } from "./org-catalog/en.ts";
import { organizerEn } from "./organizer/en.ts";
import { paymentsEn } from "./payments/en.ts";
import { paymentsWebEn } from "./payments-web/en.ts";
import { refundsEn } from "./refunds/en.ts";
import { remindersEn } from "./reminders/en.ts";
import { resaleEn } from "./resale/en.ts";
import { securityEn } from "./security/en.ts";
import { ticketPickerEn } from "./ticket-picker/en.ts";
import { validationEn } from "./validation/en.ts";
import { vouchersWebEn } from "./vouchers-web/en.ts";
import { waitingListEn } from "./waiting-list/en.ts";
import { waitingRoomEn } from "./waiting-room/en.ts";

/**
 * The whole English catalog: the shell text (`./core/`) and every namespace. Its shape is the contract the
 * Indonesian catalog must match (see `catalog.ts`). Long page content lives in `../content/`, loaded only
 * by its page.
 */
export const en = {
  ...coreEn,
  accounts: accountsEn,
  apiErrors: apiErrorsEn,
  auth: authEn,
  catalogue: catalogueEn,
  checkout: checkoutEn,
  checkoutWeb: checkoutWebEn,
  discovery: discoveryEn,
  consent: consentEn,
  eTickets: eTicketsEn,
  eTicketsWeb: eTicketsWebEn,
  events: eventsEn,
  eventShare: eventShareEn,
  landingContent: landingContentEn,
  orgCatalog: orgCatalogEn,
  organizer: organizerEn,
  payments: paymentsEn,
  paymentsWeb: paymentsWebEn,
  refunds: refundsEn,
  reminders: remindersEn,
  resale: resaleEn,
  security: securityEn,
  waitingList: waitingListEn,
  waitingRoom: waitingRoomEn,
  ticketPicker: ticketPickerEn,
  validation: validationEn,
  vouchersWeb: vouchersWebEn,
} as const;
