import { createCipheriv, createPublicKey, randomBytes, randomUUID, sign, verify } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rotateDataKey } from "../../server/data-key-rotation.ts";
import {
  buyers,
  checkoutHolds,
  eTickets,
  eventSigningKeys,
  organisers,
  twoFactorSecrets,
} from "../../server/db/schema/index.ts";
import { inList, rows } from "../../server/db/sql-helpers.ts";
import { identityContext } from "../../server/features/accounts/profile.ts";
import { secretContext } from "../../server/features/accounts/two-factor-secret.ts";
import {
  generateSigningKey,
  keyContext,
  openPrivateKey,
  sealPrivateKey,
} from "../../server/features/e-tickets/signing-keys.ts";
import { payoutContext } from "../../server/features/organizations/payout-context.ts";
import {
  createDataCipher,
  type DataCipher,
  UnreadableCiphertextError,
} from "../../server/security/data-cipher.ts";
import {
  type Answers,
  holdAnswersContext,
  openAnswers,
  SEALED_KEY,
  ticketAnswersContext,
} from "../../server/security/sealed-answers.ts";
import { seedBuyer } from "../support/accounts.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Data key rotation (scripts/rotate-data-key.ts): every store of ciphertext is written under key A,
 * then moved to key B in small batches. The CONTROL is a cipher holding only key B, which must fail on
 * every value before the rotation (so "B reads everything afterwards" proves the rotation did it) and
 * succeed on every value after.
 */
const keyA = randomBytes(32);
const keyB = randomBytes(32);
const cipherA = createDataCipher(keyA);
const onlyB = createDataCipher(keyB);
const keyring = createDataCipher(keyB, [keyA]);

/** The pre-key-id format, built by hand: `v1.<iv>.<tag>.<ciphertext>`, AES-256-GCM, AAD = context. */
function legacyCiphertext(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"))].join(".");
}

const sealedVisitor = (readable: Answers, secret: Answers, context: string): Answers => ({
  ...readable,
  [SEALED_KEY]: cipherA.encrypt(JSON.stringify(secret), context),
});

let database: TestDatabase;
/** What each ciphertext was written from, by its context (contexts name one value each). */
const written = new Map<string, string>();
const ids = {
  identityBuyers: [] as string[],
  plainBuyer: "",
  legacyBuyer: "",
  sealedHolds: [] as string[],
  plainHolds: [] as string[],
  sealedTickets: [] as string[],
  plainTicket: "",
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id);

  // buyers.identity: four under key A, one legacy v1 under key A, one buyer without an identity.
  for (const nik of ["3273011705980001", "3273015705980002", "C1234567", "SIM-777-ABC", "3171012002900003"]) {
    const buyer = await seedBuyer(db, { password: null });
    const context = identityContext(buyer.id);
    const legacy = nik === "3171012002900003";
    const identity = legacy ? legacyCiphertext(keyA, nik, context) : cipherA.encrypt(nik, context);
    await db.update(buyers).set({ identityCiphertext: identity }).where(eq(buyers.id, buyer.id));
    written.set(context, nik);
    ids.identityBuyers.push(buyer.id);
    if (legacy) ids.legacyBuyer = buyer.id;
  }
  ids.plainBuyer = (await seedBuyer(db, { password: null, name: "Tanpa Identitas" })).id;

  // two_factor_secrets.secret: one buyer's authenticator secret.
  const totpId = randomUUID();
  const totpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  written.set(secretContext(totpId), totpSecret);
  await db.insert(twoFactorSecrets).values({
    id: totpId,
    buyerId: ids.identityBuyers[1]!,
    secret: cipherA.encrypt(totpSecret, secretContext(totpId)),
  });

  // organisers.payout_account_ciphertext: the event's organiser has a bank account on file.
  const payout = "0123456789";
  await db
    .update(organisers)
    .set({ payoutAccountCiphertext: cipherA.encrypt(payout, payoutContext(event.organiserId)) })
    .where(eq(organisers.id, event.organiserId));
  written.set(payoutContext(event.organiserId), payout);

  // event_signing_keys: the active key and two rotated out, one of them retired.
  for (const [isActive, retiredAt] of [
    [false, new Date()],
    [false, null],
    [true, null],
  ] as const) {
    const { publicKey, privateKeyDer } = generateSigningKey();
    await db.insert(eventSigningKeys).values({
      eventId: event.id,
      publicKey,
      privateKeyCiphertext: sealPrivateKey(cipherA, event.id, publicKey, privateKeyDer),
      isActive,
      retiredAt,
    });
    written.set(keyContext(event.id, publicKey), privateKeyDer.toString("base64"));
  }

  // checkout_holds.participants: two sealed visitors; sealed answers in slot 1 only; nothing sealed; null.
  const holdBuyer = ids.identityBuyers[0]!;
  const hold = (participants: unknown) => ({
    id: randomUUID(),
    buyerId: holdBuyer,
    eventId: event.id,
    status: "paid" as const,
    expiresAt: new Date(),
    isSeatTicket: false,
    subTotal: 300_000,
    lines: [],
    participants,
  });
  const twoVisitors = randomUUID();
  const secondOnly = randomUUID();
  const secrets: [string, number, Answers][] = [
    [twoVisitors, 0, { identity: "3273011705980001", allergy: "Kacang" }],
    [twoVisitors, 1, { identity: "3273015705980002", disease: "Asma" }],
    [secondOnly, 1, { identity: "B 1234 XYZ" }],
  ];
  for (const [holdId, index, secret] of secrets)
    written.set(holdAnswersContext(holdId, index), JSON.stringify(secret));
  const visitor = (holdId: string, index: number, name: string) =>
    sealedVisitor(
      { name, email: `${name.toLowerCase()}@example.com` },
      secrets.find(([id, i]) => id === holdId && i === index)![2],
      holdAnswersContext(holdId, index),
    );
  await db.insert(checkoutHolds).values([
    {
      ...hold(null),
      id: twoVisitors,
      participants: [visitor(twoVisitors, 0, "Budi"), visitor(twoVisitors, 1, "Ani")],
    },
    { ...hold(null), id: secondOnly, participants: [{ name: "Citra" }, visitor(secondOnly, 1, "Dewi")] },
    hold([{ name: "Eko", email: "eko@example.com" }]),
    hold(null),
  ]);
  ids.sealedHolds = [twoVisitors, secondOnly];

  // e_tickets.visitor_data: two tickets with sealed answers, one without.
  const issued = await issuePaidTickets(db, {
    buyerId: holdBuyer,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Fajar", "Gita", "Hadi"],
  });
  ids.sealedTickets = issued.ticketIds.slice(0, 2);
  ids.plainTicket = issued.ticketIds[2]!;
  // Written here rather than as the fixture stores it, so the test owns every ciphertext it counts.
  await db
    .update(eTickets)
    .set({ visitorData: { name: "Hadi", email: "hadi@example.com" } })
    .where(eq(eTickets.id, ids.plainTicket));
  for (const [index, ticketId] of ids.sealedTickets.entries()) {
    const secret = { identity: `327301170598000${index}`, blood_type_note: "perlu pengawasan" };
    const context = ticketAnswersContext(ticketId);
    written.set(context, JSON.stringify(secret));
    await db
      .update(eTickets)
      .set({ visitorData: sealedVisitor({ name: `Tiket ${index}` }, secret, context) })
      .where(eq(eTickets.id, ticketId));
  }
});
afterAll(() => database?.destroy());

/** Every ciphertext in the four stores with the context it is bound to. */
async function storedCiphertexts(): Promise<{ payload: string; context: string }[]> {
  const { db } = database;
  const found: { payload: string; context: string }[] = [];
  for (const row of await db.select().from(buyers))
    if (row.identityCiphertext)
      found.push({ payload: row.identityCiphertext, context: identityContext(row.id) });
  for (const row of await db.select().from(organisers))
    if (row.payoutAccountCiphertext)
      found.push({ payload: row.payoutAccountCiphertext, context: payoutContext(row.id) });
  for (const row of await db.select().from(twoFactorSecrets))
    found.push({ payload: row.secret, context: secretContext(row.id) });
  for (const row of await db.select().from(eventSigningKeys))
    found.push({ payload: row.privateKeyCiphertext, context: keyContext(row.eventId, row.publicKey) });
  for (const row of await db.select().from(checkoutHolds))
    if (Array.isArray(row.participants))
      for (const [index, answers] of (row.participants as Answers[]).entries())
        if (typeof answers?.[SEALED_KEY] === "string")
          found.push({ payload: answers[SEALED_KEY], context: holdAnswersContext(row.id, index) });
  for (const row of await db.select().from(eTickets)) {
    const answers = row.visitorData as Answers | null;
    if (typeof answers?.[SEALED_KEY] === "string")
      found.push({ payload: answers[SEALED_KEY], context: ticketAnswersContext(row.id) });
  }
  return found;
}

/** The four tables, every column, with each ciphertext replaced by what it decrypts to under `cipher`. */
async function readableTables(cipher: DataCipher) {
  const { db } = database;
  return {
    buyers: (await db.select().from(buyers).orderBy(asc(buyers.id))).map((row) => ({
      ...row,
      identityCiphertext:
        row.identityCiphertext && cipher.decrypt(row.identityCiphertext, identityContext(row.id)),
    })),
    organisers: (await db.select().from(organisers).orderBy(asc(organisers.id))).map((row) => ({
      ...row,
      payoutAccountCiphertext:
        row.payoutAccountCiphertext && cipher.decrypt(row.payoutAccountCiphertext, payoutContext(row.id)),
    })),
    keys: (await db.select().from(eventSigningKeys).orderBy(asc(eventSigningKeys.id))).map((row) => ({
      ...row,
      privateKeyCiphertext: cipher.decrypt(row.privateKeyCiphertext, keyContext(row.eventId, row.publicKey)),
    })),
    holds: (await db.select().from(checkoutHolds).orderBy(asc(checkoutHolds.id))).map((row) => ({
      ...row,
      participants: Array.isArray(row.participants)
        ? row.participants.map((answers, index) =>
            openAnswers(answers, cipher, holdAnswersContext(row.id, index)),
          )
        : row.participants,
    })),
    tickets: (await db.select().from(eTickets).orderBy(asc(eTickets.id))).map((row) => ({
      ...row,
      visitorData: openAnswers(row.visitorData, cipher, ticketAnswersContext(row.id)) ?? row.visitorData,
    })),
  };
}

/** Rows with no ciphertext: a rotation must not write to them at all (xmin changes on any update). */
async function rowsWithoutCiphertext() {
  const { db } = database;
  return {
    buyer: await db.select().from(buyers).where(eq(buyers.id, ids.plainBuyer)),
    holds: (await db.select().from(checkoutHolds).orderBy(asc(checkoutHolds.id))).filter(
      (row) => !ids.sealedHolds.includes(row.id),
    ),
    ticket: await db.select().from(eTickets).where(eq(eTickets.id, ids.plainTicket)),
    versions: await rows<{ xmin: string }>(
      db,
      sql`SELECT xmin::text FROM buyers WHERE id = ${ids.plainBuyer}
          UNION ALL SELECT xmin::text FROM e_tickets WHERE id = ${ids.plainTicket}
          UNION ALL (SELECT xmin::text FROM checkout_holds WHERE id NOT IN ${inList(ids.sealedHolds)} ORDER BY id)`,
    ),
  };
}

const EXPECTED_STORES = [
  "buyers.identity",
  "event_signing_keys.private_key_ciphertext",
  "checkout_holds.participants",
  "e_tickets.visitor_data",
  // Outgoing webhooks' secrets: none in this fixture; organizer-webhooks-api.test.ts
  // rotates them.
  "webhook_endpoints.secret_ciphertext",
  // The organisations' bank account numbers, encrypted at rest like identity numbers.
  "organisers.payout_account_ciphertext",
  // Buyers' refund bank accounts: none in this fixture; refunds-gateway.test.ts checks they are sealed.
  "order_refunds.account_ciphertext",
  // Buyers' TOTP secrets (two-factor sign-in).
  "two_factor_secrets.secret",
];

describe("data cipher contexts", () => {
  it("a value moved to another record's context does not decrypt (UnreadableCiphertextError)", () => {
    const [one, two] = [randomUUID(), randomUUID()];
    const identity = keyring.encrypt("3273011705980001", identityContext(one));
    expect(keyring.decrypt(identity, identityContext(one))).toBe("3273011705980001");
    expect(() => keyring.decrypt(identity, identityContext(two))).toThrow(UnreadableCiphertextError);
    const answers = keyring.encrypt('{"identity":"x"}', holdAnswersContext(one, 0));
    expect(() => keyring.decrypt(answers, holdAnswersContext(one, 1))).toThrow(UnreadableCiphertextError);
    expect(() => keyring.decrypt(answers, ticketAnswersContext(one))).toThrow(UnreadableCiphertextError);
    const legacy = legacyCiphertext(keyA, "C1234567", identityContext(one));
    expect(keyring.decrypt(legacy, identityContext(one))).toBe("C1234567");
    expect(() => keyring.decrypt(legacy, identityContext(two))).toThrow(UnreadableCiphertextError);
  });
});

describe("rotateDataKey", () => {
  it("starts from data under key A in every store, a legacy v1 identity among it", async () => {
    const stored = await storedCiphertexts();
    // 5 identities, 1 payout account, 3 signing keys, 3 sealed hold visitors (two in one hold), 2 tickets,
    // 1 TOTP secret.
    expect(stored).toHaveLength(15);
    expect(new Set(stored.map((value) => value.context))).toEqual(new Set(written.keys()));
    const [legacyBuyer] = await database.db.select().from(buyers).where(eq(buyers.id, ids.legacyBuyer));
    expect(legacyBuyer?.identityCiphertext).toMatch(/^v1\.[^.]+\.[^.]+\.[^.]+$/);
    expect(stored.every(({ payload }) => !keyring.isCurrent(payload))).toBe(true);
  });

  it("CONTROL: a cipher with only key B reads none of it", async () => {
    for (const { payload, context } of await storedCiphertexts())
      expect(() => onlyB.decrypt(payload, context), context).toThrow(UnreadableCiphertextError);
  });

  it("the keyring (active B, previous A) reads all of it before the rotation", async () => {
    for (const { payload, context } of await storedCiphertexts())
      expect(keyring.decrypt(payload, context), context).toBe(written.get(context));
  });

  it("re-encrypts every store under key B in small batches, unchanged, and touches nothing else", async () => {
    const before = await readableTables(keyring);
    const untouched = await rowsWithoutCiphertext();
    const ciphertextsBefore = new Set((await storedCiphertexts()).map((value) => value.payload));
    const progress: { store: string; reencrypted: number }[] = [];

    const result = await rotateDataKey(database.db, keyring, {
      batchSize: 2,
      onProgress: (step) => progress.push(step),
    });

    expect(result).toEqual({
      "buyers.identity": { reencrypted: 5, left: 0 },
      "event_signing_keys.private_key_ciphertext": { reencrypted: 3, left: 0 },
      "checkout_holds.participants": { reencrypted: 2, left: 0 },
      "e_tickets.visitor_data": { reencrypted: 2, left: 0 },
      "webhook_endpoints.secret_ciphertext": { reencrypted: 0, left: 0 },
      "organisers.payout_account_ciphertext": { reencrypted: 1, left: 0 },
      "order_refunds.account_ciphertext": { reencrypted: 0, left: 0 },
      "two_factor_secrets.secret": { reencrypted: 1, left: 0 },
    });
    expect(Object.keys(result)).toEqual(EXPECTED_STORES);
    // Batches of 2: 2 + 2 + 1 identities, 2 + 1 keys, then 2 holds and 2 tickets.
    expect(
      progress.filter((step) => step.store === "buyers.identity").map((step) => step.reencrypted),
    ).toEqual([2, 4, 5]);

    const after = await storedCiphertexts();
    expect(after).toHaveLength(15);
    for (const { payload, context } of after) {
      expect(payload.startsWith(`v2.${onlyB.activeKeyId}.`), context).toBe(true);
      expect(ciphertextsBefore.has(payload), context).toBe(false);
      expect(onlyB.decrypt(payload, context), context).toBe(written.get(context));
    }
    // Every column of every row reads the same, now under key B alone (updated_at included).
    expect(await readableTables(onlyB)).toEqual(before);
    expect(await rowsWithoutCiphertext()).toEqual(untouched);
  });

  it("a second run finds nothing to do", async () => {
    const stored = await storedCiphertexts();
    const result = await rotateDataKey(database.db, keyring, { batchSize: 2 });
    expect(Object.values(result)).toEqual(EXPECTED_STORES.map(() => ({ reencrypted: 0, left: 0 })));
    expect(await storedCiphertexts()).toEqual(stored);
  });

  it("the rotated signing keys still sign for their public keys, with key B alone", async () => {
    for (const row of await database.db.select().from(eventSigningKeys)) {
      const privateKey = openPrivateKey(onlyB, row);
      const message = Buffer.from("ticket code");
      const publicKey = createPublicKey({
        key: { kty: "OKP", crv: "Ed25519", x: row.publicKey },
        format: "jwk",
      });
      expect(verify(null, message, publicKey, sign(null, message, privateKey))).toBe(true);
    }
  });

  it("a ciphertext moved onto another buyer's row still fails after the rotation", async () => {
    const [from, to] = ids.identityBuyers;
    const [row] = await database.db.select().from(buyers).where(eq(buyers.id, from!));
    expect(() => onlyB.decrypt(row!.identityCiphertext!, identityContext(to!))).toThrow(
      UnreadableCiphertextError,
    );
  });

  it("stops on a value no configured key opens, naming the row and never the value", async () => {
    const stranger = await seedBuyer(database.db, { password: null });
    const secret = "3273011705980009";
    const unknownKey = createDataCipher(randomBytes(32));
    await database.db
      .update(buyers)
      .set({ identityCiphertext: unknownKey.encrypt(secret, identityContext(stranger.id)) })
      .where(eq(buyers.id, stranger.id));
    const failure = await rotateDataKey(database.db, keyring).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableCiphertextError);
    expect((failure as Error).message).toContain(stranger.id);
    expect((failure as Error).message).not.toContain(secret);
    await database.db.delete(buyers).where(eq(buyers.id, stranger.id));
  });

  it.skipIf(testPostgresUrl() === null)(
    "beside live traffic: a row another transaction holds is skipped and counted as left, then done",
    async () => {
      const latecomer = await seedBuyer(database.db, { password: null });
      const context = identityContext(latecomer.id);
      await database.db
        .update(buyers)
        .set({ identityCiphertext: cipherA.encrypt("C7654321", context) })
        .where(eq(buyers.id, latecomer.id));
      const whileLocked = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM buyers WHERE id = ${latecomer.id} FOR UPDATE`);
        // Another connection: it must not wait for this transaction.
        return rotateDataKey(database.db, keyring, { batchSize: 2 });
      });
      expect(whileLocked["buyers.identity"]).toEqual({ reencrypted: 0, left: 1 });
      const released = await rotateDataKey(database.db, keyring, { batchSize: 2 });
      expect(released["buyers.identity"]).toEqual({ reencrypted: 1, left: 0 });
      const [row] = await database.db.select().from(buyers).where(eq(buyers.id, latecomer.id));
      expect(onlyB.decrypt(row!.identityCiphertext!, context)).toBe("C7654321");
    },
  );
});
