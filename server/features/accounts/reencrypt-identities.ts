import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import { identityContext } from "./profile.ts";

/** Key rotation (scripts/rotate-data-key.ts) of the buyers' identity numbers (NIK). */
export const identitiesReencryptor = sealedColumnReencryptor<string>({
  table: "buyers",
  column: "identity",
  idType: "uuid",
  valueType: "text",
  notCurrent: textNotCurrent("identity"),
  reseal: resealText((row) => identityContext(String(row.id))),
  describe: (row) => `buyers.identity of buyer ${row.id}`,
});
