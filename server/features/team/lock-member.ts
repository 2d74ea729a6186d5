import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedOrganiserId } from "../organizations/index.ts";
import { findMember, lockOrganiser } from "./team-data.ts";
import { isUuid } from "./team-ids.ts";

/** The member a path names in the caller's organisation, locked for the change; 404 otherwise. */
export async function lockMember(tx: Tx, organiserId: AuthorizedOrganiserId, rawBuyerId: string) {
  if (!isUuid(rawBuyerId)) throw new AppError("not_found");
  // Owners are counted under a lock on the organisation row, so two owners demoting each other at once
  // cannot leave none.
  await lockOrganiser(tx, organiserId);
  const member = await findMember(tx, organiserId, rawBuyerId);
  if (!member) throw new AppError("not_found");
  return member;
}

export const lastOwner = () => new AppError("rule_refused", { messageKey: "organizer.errors.lastOwner" });
