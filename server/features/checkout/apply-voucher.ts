import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { HoldLine, voucherBodySchema, voucherResultSchema } from "#shared/contracts/checkout.ts";
import { voucherDiscount, voucherRefusal } from "#shared/pricing/voucher-discount.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AuthorizedBuyerId } from "../sessions/require-viewer.ts";
import { findRunningHold } from "./data.ts";
import type { CheckoutDeps, Protection } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { lockBuyer } from "./mutations.ts";
import { rows } from "./sql-rows.ts";
import { cartLines, findVoucher } from "./voucher-summary.ts";

type Result = z.infer<typeof voucherResultSchema>;

/**
 * POST /transaction/apply-voucher. A use is claimed like stock: lock the voucher row, count its live
 * claims (used + unexpired held), insert a held claim expiring with the hold, all in one transaction,
 * so a single-use voucher is used once under any concurrency.
 */
export async function applyVoucher(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: z.infer<typeof voucherBodySchema>,
  protection: Protection = {},
): Promise<Result> {
  const locking = protection.locking !== "none";
  return inTransaction(deps.db, async (tx) => {
    if (locking) await lockBuyer(tx, buyerId);
    const hold = await findRunningHold(tx, buyerId, body.hold_id);
    if (hold?.status !== "held") throw checkoutError.noRunningCheckout();
    const voucher = await findVoucher(tx, hold.event_id, body.code);
    if (!voucher?.isValid) throw checkoutError.voucherInvalid();
    const lines = cartLines(hold.lines as HoldLine[]);
    const refusal = voucherRefusal(voucher, lines, body.payment_method ?? null);
    if (refusal === "payment_method") throw checkoutError.voucherMethod();
    if (refusal) throw checkoutError.voucherCannotBeUsed();
    // Re-applying replaces the previous voucher's claim.
    await tx.execute(sql`UPDATE voucher_claims SET status = 'released'
      WHERE status = 'held' AND id = (SELECT voucher_claim_id FROM checkout_holds WHERE id = ${hold.id})`);
    if (locking) await tx.execute(sql`SELECT id FROM vouchers WHERE id = ${voucher.id} FOR NO KEY UPDATE`);
    if (voucher.quota !== null) {
      const [used] = await rows<{ live: number }>(
        tx,
        sql`SELECT count(*)::int AS live FROM voucher_claims WHERE voucher_id = ${voucher.id}
            AND (status = 'used' OR (status = 'held' AND expires_at > now()))`,
      );
      if ((used?.live ?? 0) >= voucher.quota) throw checkoutError.voucherInvalid();
    }
    await tx.execute(sql`WITH claim AS (
        INSERT INTO voucher_claims (voucher_id, status, expires_at)
        VALUES (${voucher.id}, 'held', ${hold.expires_at}) RETURNING id
      )
      UPDATE checkout_holds SET voucher_id = ${voucher.id}, voucher_claim_id = (SELECT id FROM claim), updated_at = now()
      WHERE id = ${hold.id}`);
    return {
      hold_id: hold.id,
      voucher: { code: voucher.code, voucher_discount: voucherDiscount(voucher, lines) },
      additional: { bank_payment: voucher.allowedPaymentMethods ? [...voucher.allowedPaymentMethods] : [] },
    };
  });
}

/** POST /transaction/remove-voucher: gives the use back and clears the bank payment list. */
export async function removeVoucher(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  holdId?: string,
): Promise<Result> {
  return inTransaction(deps.db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const hold = await findRunningHold(tx, buyerId, holdId);
    if (hold?.status !== "held") throw checkoutError.noRunningCheckout();
    await tx.execute(sql`WITH hold AS (
        UPDATE checkout_holds SET voucher_id = NULL, voucher_claim_id = NULL, updated_at = now()
        WHERE id = ${hold.id} RETURNING ${hold.id}::uuid AS id
      )
      UPDATE voucher_claims SET status = 'released' WHERE status = 'held'
        AND id = (SELECT voucher_claim_id FROM checkout_holds WHERE id = ${hold.id})`);
    return { hold_id: hold.id, voucher: null, additional: { bank_payment: [] } };
  });
}
