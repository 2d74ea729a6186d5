import { sql } from "drizzle-orm";
import { resealText, sealedColumnReencryptor, textNotCurrent } from "../../db/sealed-column.ts";
import {
  resealAnswers,
  SEALED_KEY,
  sealedWithActiveKey,
  ticketAnswersContext,
} from "../../security/sealed-answers.ts";
import { keyContext } from "./signing-keys.ts";

/** Key rotation of the events' signing private keys (retired ones too: they are still stored). */
export const signingKeysReencryptor = sealedColumnReencryptor<number>({
  table: "event_signing_keys",
  column: "private_key_ciphertext",
  idType: "integer",
  valueType: "text",
  alsoSelect: sql`event_id, public_key`,
  notCurrent: textNotCurrent("private_key_ciphertext"),
  reseal: resealText((row) => keyContext(Number(row.event_id), String(row.public_key))),
  describe: (row) => `event_signing_keys.private_key_ciphertext of key ${row.id}`,
});

/** Key rotation of the tickets' sealed visitor answers; readable answers stay as they are. */
export const ticketVisitorDataReencryptor = sealedColumnReencryptor<string>({
  table: "e_tickets",
  column: "visitor_data",
  idType: "uuid",
  valueType: "jsonb",
  notCurrent: (cipher) =>
    sql`jsonb_typeof(visitor_data -> ${SEALED_KEY}::text) = 'string'
      AND NOT starts_with(visitor_data ->> ${SEALED_KEY}::text, ${cipher.currentPrefix}::text)`,
  reseal: (row, cipher) => {
    if (sealedWithActiveKey(row.value, cipher)) return null;
    const context = ticketAnswersContext(String(row.id));
    return resealAnswers(row.value, cipher, context, context);
  },
  describe: (row) => `e_tickets.visitor_data of ticket ${row.id}`,
});
