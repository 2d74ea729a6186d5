/** The organisation's team (members, roles, invitations) as the composition root uses it (ADR 0117). */
export { acceptInvitationRoutes, teamRoutes } from "./routes.ts";
