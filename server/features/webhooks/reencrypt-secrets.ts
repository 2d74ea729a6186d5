import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import { webhookSecretContext } from "./secret.ts";

/** Key rotation (scripts/rotate-data-key.ts) of the endpoints' sealed `whsec_` secrets. */
export const webhookSecretsReencryptor = sealedColumnReencryptor<number>({
  table: "webhook_endpoints",
  column: "secret_ciphertext",
  idType: "integer",
  valueType: "text",
  notCurrent: textNotCurrent("secret_ciphertext"),
  reseal: resealText((row) => webhookSecretContext(Number(row.id))),
  describe: (row) => `webhook_endpoints.secret_ciphertext of endpoint ${row.id}`,
});
