/** One row of the organiser role matrix (`tests/integration/organizer-role-matrix.test.ts`). */
import type { Db } from "../../server/db/client.ts";
import type { RoleGroup } from "../../shared/contracts/organizer.ts";
import type { OrgFixture, OrgRequest } from "./organizer-fixtures.ts";

/**
 * `ticketId`: a paid ticket of the published event, when the row's `prepare` issued one.
 * `webhookEndpointId`, `webhookDeliveryId`: a webhook endpoint and one of its deliveries, likewise.
 */
export type Fixture = OrgFixture & {
  ticketId?: string;
  webhookEndpointId?: number;
  webhookDeliveryId?: number;
};
export interface Row {
  name: string;
  /** Who may: a role group of shared/contracts/organizer.ts. */
  allowed: RoleGroup;
  /** The OpenAPI path (`{orgId}`) and method this row covers, for the completeness check. */
  operation: string;
  request(fixture: Fixture, png: Buffer): Omit<OrgRequest, "token">;
  /** The same call naming another organisation's thing under the caller's own organisation. */
  foreign?(own: Fixture, other: Fixture, png: Buffer): Omit<OrgRequest, "token">;
  /** Data the call needs beyond the fixture's (a sold ticket), made on each fresh fixture. */
  prepare?(fixture: Fixture, db: Db): Promise<void>;
}
