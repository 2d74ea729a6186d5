/**
 * Organisations as other features and the composition root may use them: the membership guard every
 * organiser route goes through, the organisation's own routes, and its payout key rotation (ADR 0117).
 */

export {
  type AuthorizedOrganiserId,
  type OrganiserAccess,
  type OrgEventRow,
  parsePathId,
  requireOrganiserRole,
  requireOrgEvent,
} from "./access.ts";
export { type OrganizerDeps, organizerDeps } from "./deps.ts";
export { maskAccount, toSummary } from "./organization-view.ts";
export { defineOrganizerRoute } from "./organizer-route.ts";
export { payoutAccountsReencryptor } from "./reencrypt-payout-accounts.ts";
export { myOrganizationRoutes, organizationRoutes } from "./routes.ts";
export { uploadImageRoutes } from "./upload-image-route.ts";
