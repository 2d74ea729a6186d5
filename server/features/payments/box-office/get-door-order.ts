import type { DoorOrder } from "#shared/contracts/organizer-box-office.ts";
import type { Db } from "../../../db/client.ts";
import type { OrganiserAccess, OrgEventRow } from "../../organizations/index.ts";
import { findDoorOrder } from "./box-office-data.ts";
import { loadDoorOrder } from "./door-order-view.ts";
import { boxOfficeError } from "./errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET .../door-orders/:orderId: the box-office screen polls a QRIS sale until it is paid. */
export async function getDoorOrder(
  deps: { db: Db },
  access: OrganiserAccess,
  event: OrgEventRow,
  orderId: string,
): Promise<DoorOrder> {
  if (!UUID.test(orderId)) throw boxOfficeError.orderNotFound();
  const row = await findDoorOrder(deps.db, event.id, orderId);
  if (!row) throw boxOfficeError.orderNotFound();
  return loadDoorOrder(deps.db, row, access.buyerId);
}
