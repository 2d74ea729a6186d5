import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import { secretContext } from "./two-factor-secret.ts";

/** Key rotation (scripts/rotate-data-key.ts) of the buyers' TOTP secrets. */
export const twoFactorSecretsReencryptor = sealedColumnReencryptor<string>({
  table: "two_factor_secrets",
  column: "secret",
  idType: "uuid",
  valueType: "text",
  notCurrent: textNotCurrent("secret"),
  reseal: resealText((row) => secretContext(String(row.id))),
  describe: (row) => `two_factor_secrets.secret of row ${row.id}`,
});
