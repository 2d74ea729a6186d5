import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import { payoutContext } from "./payout-context.ts";

/** Key rotation of the organisations' payout account numbers (encrypted at rest like identity numbers). */
export const payoutAccountsReencryptor = sealedColumnReencryptor<number>({
  table: "organisers",
  column: "payout_account_ciphertext",
  idType: "integer",
  valueType: "text",
  notCurrent: textNotCurrent("payout_account_ciphertext"),
  reseal: resealText((row) => payoutContext(Number(row.id))),
  describe: (row) => `organisers.payout_account_ciphertext of organisation ${row.id}`,
});
