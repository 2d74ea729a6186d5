import { accountsEn } from "./accounts/en.ts";
import { authEn } from "./auth/en.ts";
import { catalogueEn } from "./catalogue/en.ts";
import { checkoutEn } from "./checkout/en.ts";
import { checkoutWebEn } from "./checkout-web/en.ts";
import { coreEn } from "./core/en.ts";
import { eTicketsEn } from "./e-tickets/en.ts";
import { eTicketsWebEn } from "./e-tickets-web/en.ts";
import { eventsEn } from "./events/en.ts";
import { landingContentEn } from "./landing-content/en.ts";
import { paymentsEn } from "./payments/en.ts";
import { paymentsWebEn } from "./payments-web/en.ts";

/**
 * The whole English catalog: the shell text (`./core/`) and every namespace. Its shape is the contract the
 * Indonesian catalog must match (see `catalog.ts`). Long page content lives in `../content/`, loaded only
 * by its page.
 */
export const en = {
  ...coreEn,
  accounts: accountsEn,
  auth: authEn,
  catalogue: catalogueEn,
  checkout: checkoutEn,
  checkoutWeb: checkoutWebEn,
  eTickets: eTicketsEn,
  eTicketsWeb: eTicketsWebEn,
  events: eventsEn,
  landingContent: landingContentEn,
  payments: paymentsEn,
  paymentsWeb: paymentsWebEn,
} as const;
