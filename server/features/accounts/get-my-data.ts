import type { MyData } from "#shared/contracts/accounts-profile.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { toMyData } from "./profile.ts";

/** The signed-in buyer's own profile, identity number included (GET /auth-user/my-data). */
export async function getMyData(deps: AccountsDeps, buyerId: AuthorizedBuyerId): Promise<MyData> {
  const buyer = await findBuyerById(deps.db, buyerId);
  // The session outlived its buyer only if the row was deleted mid-request.
  if (!buyer) throw new AppError("unauthorized");
  return toMyData(buyer, deps.cipher);
}
