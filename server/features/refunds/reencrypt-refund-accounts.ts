import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import { refundAccountContext } from "./refunds-deps.ts";

/** Key rotation of the buyers' refund bank account numbers (sealed like identity numbers). */
export const refundAccountsReencryptor = sealedColumnReencryptor<number>({
  table: "order_refunds",
  column: "account_ciphertext",
  idType: "integer",
  valueType: "text",
  notCurrent: textNotCurrent("account_ciphertext"),
  reseal: resealText((row) => refundAccountContext(Number(row.id))),
  describe: (row) => `order_refunds.account_ciphertext of refund ${row.id}`,
});
