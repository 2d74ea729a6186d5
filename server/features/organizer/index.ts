/** The organiser feature as other features and the composition root may use it: its public entry (ADR 0117). */

export { type OrganiserAccess, parsePathId, requireOrganiserRole, requireOrgEvent } from "./access.ts";
export { DEMO_ORGANIZER, demoOrganizerSeeder } from "./demo-organizer-seeder.ts";
export { defineOrganizerRoute } from "./organizer-route.ts";
export { ticketReference } from "./records-view.ts";
export { payoutAccountsReencryptor } from "./reencrypt-payout-accounts.ts";
