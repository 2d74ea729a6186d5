import type { TwoFactorProof } from "#shared/contracts/accounts-security.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { type AuthorizedBuyerId, hashSessionToken } from "../sessions/index.ts";
import { type BuyerRow, findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { startSession } from "./start-session.ts";
import { endPendingSignIn, findPendingSignIn } from "./two-factor-data.ts";
import { checkSecondFactor } from "./two-factor-proof.ts";

const noPendingSignIn = () =>
  new AppError("unauthorized", { messageKey: "security.twoFactor.signInExpired" });
const wrongCode = () => new AppError("unauthorized", { messageKey: "security.twoFactor.wrongCode" });

/**
 * Completes a sign-in whose password (or Google) was accepted: the right code ends the pending
 * session and starts a real one under a new token, so the pending cookie is worth nothing afterwards.
 */
export async function completeSecondFactor(
  deps: AccountsDeps,
  input: { pendingToken: string | null; proof: TwoFactorProof; userAgent: string | null },
): Promise<{ buyer: BuyerRow; token: string }> {
  const buyerId = input.pendingToken
    ? await findPendingSignIn(deps.db, hashSessionToken(input.pendingToken))
    : null;
  if (!buyerId || !input.pendingToken) throw noPendingSignIn();
  await checkSecondFactor(deps, buyerId, input.proof, { wrong: wrongCode });
  const buyer = await findBuyerById(deps.db, buyerId as AuthorizedBuyerId);
  if (!buyer) throw noPendingSignIn();
  const pendingHash = hashSessionToken(input.pendingToken);
  const token = await inTransaction(deps.db, async (tx) => {
    if (!(await endPendingSignIn(tx, pendingHash))) throw noPendingSignIn();
    return startSession(tx, { buyerId, userAgent: input.userAgent, previousToken: null });
  });
  return { buyer, token };
}
