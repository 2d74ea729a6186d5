import { parseArgs } from "node:util";
import { loadConfig } from "../server/config/env.ts";
import { rotateDataKey } from "../server/data-key-rotation.ts";
import { databaseTarget } from "../server/database-target.ts";
import { openDatabase } from "../server/db/client.ts";
import { dataCipherFromConfig } from "../server/security/data-cipher.ts";

/**
 * `npm run data:rotate-key [-- --batch-size 500]`: re-encrypts every personal-data ciphertext
 * (server/data-key-rotation.ts lists the stores) under DATA_ENCRYPTION_KEY, in short batches, while the
 * server keeps running.
 *
 * Rotating the data key:
 *  1. Generate a key: `openssl rand -base64 32`.
 *  2. Set it as DATA_ENCRYPTION_KEY and move the old key into DATA_ENCRYPTION_PREVIOUS_KEYS
 *     (comma-separated; keep any key an earlier, unfinished rotation still needs).
 *  3. Restart or deploy, so every instance writes with the new key and still reads with the old one.
 *     With several instances rolling over, instances still on the old config cannot read what the new
 *     ones write: add the new key to their DATA_ENCRYPTION_PREVIOUS_KEYS first and deploy that, then
 *     swap the keys as in step 2.
 *  4. Run `npm run data:rotate-key` with the same configuration. It prints, per store, how many values
 *     it re-encrypted and how many are left. Safe to run again at any time (it stops when a batch
 *     finds nothing to do); values locked by live requests are skipped, so "left" can be above 0:
 *     run it again. It exits 1 while anything is left.
 *  5. When it reports 0 left everywhere, remove the old key from DATA_ENCRYPTION_PREVIOUS_KEYS and
 *     restart or deploy again. Anything still under the old key is unreadable from then on.
 *
 * A value that no configured key opens (a missing previous key, or an altered row) stops the run with
 * its store and row id and a non-zero exit; batches already committed stay done. Only the active key's
 * id (a one-way digest) is printed, never key material or plaintext.
 */
const { values } = parseArgs({ options: { "batch-size": { type: "string", default: "500" } } });
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error("--batch-size must be a positive integer");

const config = loadConfig();
const cipher = dataCipherFromConfig(config);
const database = openDatabase(databaseTarget(config));
try {
  console.warn(`re-encrypting personal data under data key ${cipher.activeKeyId} (${database.kind})`);
  const result = await rotateDataKey(database.db, cipher, {
    batchSize,
    onProgress: ({ store, reencrypted }) => console.warn(`  ${store}: ${reencrypted} so far`),
  });
  let left = 0;
  for (const [store, counts] of Object.entries(result)) {
    console.warn(`${store}: ${counts.reencrypted} re-encrypted, ${counts.left} left`);
    left += counts.left;
  }
  console.warn(
    left === 0
      ? `done: everything is under data key ${cipher.activeKeyId}; previous keys can be removed`
      : `${left} left (locked or rewritten meanwhile): run it again`,
  );
  if (left > 0) process.exitCode = 1;
} finally {
  await database.close();
}
