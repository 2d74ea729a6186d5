import type { Db } from "./db/client.ts";
import type { DataReencryptor } from "./db/sealed-column.ts";
import { identitiesReencryptor, twoFactorSecretsReencryptor } from "./features/accounts/index.ts";
import { holdAnswersReencryptor } from "./features/checkout/index.ts";
import { signingKeysReencryptor, ticketVisitorDataReencryptor } from "./features/e-tickets/index.ts";
import { payoutAccountsReencryptor } from "./features/organizations/index.ts";
import { refundAccountsReencryptor } from "./features/refunds/index.ts";
import { webhookSecretsReencryptor } from "./features/webhooks/index.ts";
import type { DataCipher } from "./security/data-cipher.ts";

export type { DataReencryptor };

/**
 * Every store of data-cipher ciphertext (server/security/data-cipher.ts). A feature that encrypts
 * something new at rest adds its re-encryptor here, or a key rotation would leave it behind.
 */
export const DATA_REENCRYPTORS: readonly DataReencryptor[] = [
  identitiesReencryptor,
  signingKeysReencryptor,
  holdAnswersReencryptor,
  ticketVisitorDataReencryptor,
  webhookSecretsReencryptor,
  payoutAccountsReencryptor,
  refundAccountsReencryptor,
  twoFactorSecretsReencryptor,
];

export interface StoreRotation {
  /** Values moved to the active key by this run. */
  reencrypted: number;
  /** Values still not under it: rows that were locked, or rewritten by a server still on the old key. */
  left: number;
}

export interface RotationOptions {
  batchSize?: number;
  /** After each batch: the store and its running total. */
  onProgress?: (progress: { store: string; reencrypted: number }) => void;
}

/**
 * Moves every ciphertext to the cipher's active key, store by store, in batches of short transactions
 * until a batch changes nothing, then counts what is left (0 everywhere: the previous keys can go).
 * Safe beside the running server and a second run: batches skip locked rows, values already under the
 * active key are not selected. Throws UnreadableCiphertextError naming the row when no configured key
 * opens a value; batches committed before it stay done.
 */
export async function rotateDataKey(
  db: Db,
  cipher: DataCipher,
  { batchSize = 500, onProgress }: RotationOptions = {},
): Promise<Record<string, StoreRotation>> {
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError("batchSize must be a positive integer");
  const result: Record<string, StoreRotation> = {};
  for (const { store, reencryptBatch, countLeft } of DATA_REENCRYPTORS) {
    let reencrypted = 0;
    for (;;) {
      const changed = await reencryptBatch(db, cipher, batchSize);
      if (changed === 0) break;
      reencrypted += changed;
      onProgress?.({ store, reencrypted });
    }
    result[store] = { reencrypted, left: await countLeft(db, cipher) };
  }
  return result;
}
