import type { Catalog } from "../catalog.ts";
import { accountsId } from "./accounts/id.ts";
import { authId } from "./auth/id.ts";
import { catalogueId } from "./catalogue/id.ts";
import { checkoutId } from "./checkout/id.ts";
import { checkoutWebId } from "./checkout-web/id.ts";
import { coreId } from "./core/id.ts";
import { eTicketsId } from "./e-tickets/id.ts";
import { eTicketsWebId } from "./e-tickets-web/id.ts";
import { eventsId } from "./events/id.ts";
import { landingContentId } from "./landing-content/id.ts";
import { paymentsId } from "./payments/id.ts";
import { paymentsWebId } from "./payments-web/id.ts";

/** Indonesian catalog: the default language of the site (spec section 9). */
export const id: Catalog = {
  ...coreId,
  accounts: accountsId,
  auth: authId,
  catalogue: catalogueId,
  checkout: checkoutId,
  checkoutWeb: checkoutWebId,
  eTickets: eTicketsId,
  eTicketsWeb: eTicketsWebId,
  events: eventsId,
  landingContent: landingContentId,
  payments: paymentsId,
  paymentsWeb: paymentsWebId,
};
