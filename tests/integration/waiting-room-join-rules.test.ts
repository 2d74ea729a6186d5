import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_PROOF_HEADER } from "#shared/contracts/headers.ts";
import type { QueueChallenge } from "#shared/contracts/waiting-room.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { buyers, waitingRoomSpentChallenges } from "../../server/db/schema/index.ts";
import { sweepSpentChallenges } from "../../server/features/waiting-room/spent-challenge-store.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createEvent } from "../support/events-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { apiCaller, type Jar } from "../support/queue-client.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The organiser's defences of a ticket war's line: who may join (a verified e-mail address, an account
 * created before a date; either keeps signed-out visitors out) and a single-use proof of work per join.
 * Each refusal has its control (the same join accepted without the rule, or with what it asks for), and
 * a refused join leaves the line as it was.
 */
const OPERATOR = "operator-token-for-the-join-rules-tests";
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let f: OrgFixture;
const call = apiCaller(() => t);

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_API_TOKEN: OPERATOR } });
  f = await createOrgFixture(t.database.db);
});
afterAll(() => t.close());

/** An event whose room is on, opening in an hour, with the given rules. */
async function roomWith(rules: Record<string, unknown> = {}) {
  const event = await createEvent(t.database.db);
  const saved = await call("PUT", `/operator/events/${event.slug}/waiting-room`, {
    headers: { "x-operator-token": OPERATOR },
    body: {
      enabled: true,
      opens_at: new Date(Date.now() + 3_600_000).toISOString(),
      admit_per_minute: 60,
      ...rules,
    },
  });
  expect(saved.status).toBe(200);
  t.services.waitingRoom.forget(event.slug);
  return event;
}

const join = (slug: string, options: { buyer?: TestBuyer; proof?: string; lang?: string; jar?: Jar } = {}) =>
  call("POST", `/queue/${slug}/join`, {
    token: options.buyer?.token,
    lang: options.lang,
    jar: options.jar ?? new Map(),
    headers: options.proof === undefined ? {} : { [QUEUE_PROOF_HEADER]: options.proof },
  });

const inLine = async (eventId: number) => (await t.services.waitingRoom.store.head(eventId)).total;

/** What the browser does: fetch a challenge, find its counter, send both back base64-encoded. */
async function solvedProof(slug: string): Promise<string> {
  const answer = await call("GET", `/queue/${slug}/challenge`);
  expect(answer.status).toBe(200);
  const challenge = answer.body.data as unknown as QueueChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("the organiser's join requirements", () => {
  it("a signed-out visitor is asked to sign in when a rule is set, and joins when none is", async () => {
    const open = await roomWith();
    const accepted = await join(open.slug);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: "before_opening" });

    for (const rules of [
      { require_verified_email: true },
      { require_account_before: new Date().toISOString() },
    ]) {
      const guarded = await roomWith(rules);
      const jar: Jar = new Map();
      const refused = await join(guarded.slug, { jar, lang: "en" });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ status: 0, errorCode: "unauthorized" });
      expect(refused.body.message).toBe(
        "The organiser lets only signed-in accounts join this queue. Please sign in to take your place.",
      );
      const inIndonesian = await join(guarded.slug, { lang: "id" });
      expect(inIndonesian.body.message).toMatch(/^Penyelenggara hanya mengizinkan akun yang sudah masuk/);
      // Nothing changed: no place, no cookie.
      expect(jar.size).toBe(0);
      expect(await inLine(guarded.id)).toBe(0);
    }
  });

  it("refuses an account whose e-mail address is unverified, and admits a verified one", async () => {
    const event = await roomWith({ require_verified_email: true });
    const [verified, unverified] = await createBuyers(t.database.db, 2);
    await t.database.db.update(buyers).set({ emailVerifiedAt: null }).where(eq(buyers.id, unverified!.id));
    const [row] = await t.database.db.select().from(buyers).where(eq(buyers.id, unverified!.id));

    const refused = await join(event.slug, { buyer: unverified, lang: "en" });
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe("rule_refused");
    expect(refused.body.message).toContain("verified e-mail address");
    expect(refused.body.message).toContain(row!.email);
    expect((await join(event.slug, { buyer: unverified, lang: "id" })).body.message).toMatch(
      /e-mail terverifikasi/,
    );
    expect(await inLine(event.id)).toBe(0);

    const accepted = await join(event.slug, { buyer: verified });
    expect(accepted.status).toBe(200);
    expect(await inLine(event.id)).toBe(1);
  });

  it("refuses an account created after the organiser's date, naming it in WIB, and admits an older one", async () => {
    const cutoff = new Date(Date.now() - 2 * DAY);
    const event = await roomWith({ require_account_before: cutoff.toISOString() });
    const [older, newer] = await createBuyers(t.database.db, 2);
    await t.database.db
      .update(buyers)
      .set({ createdAt: new Date(cutoff.getTime() - DAY) })
      .where(eq(buyers.id, older!.id));

    const refused = await join(event.slug, { buyer: newer, lang: "en" });
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe("rule_refused");
    expect(refused.body.message).toBe(
      `The organiser lets only accounts created before ${formatWib(cutoff, "en")} join this queue; yours was created later.`,
    );
    expect(refused.body.message).toContain("WIB");
    expect((await join(event.slug, { buyer: newer, lang: "id" })).body.message).toContain(
      formatWib(cutoff, "id"),
    );
    expect(await inLine(event.id)).toBe(0);

    expect((await join(event.slug, { buyer: older })).status).toBe(200);
    expect(await inLine(event.id)).toBe(1);
  });
});

describe("the proof of work", () => {
  it("a room without it joins with no proof (control)", async () => {
    const event = await roomWith();
    expect((await join(event.slug)).status).toBe(200);
  });

  it("refuses a join without a proof, or with a malformed one, and changes nothing", async () => {
    const event = await roomWith({ proof_of_work: true });
    const jar: Jar = new Map();
    const missing = await join(event.slug, { jar, lang: "en" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 0, errorCode: "invalid_header" });
    expect(missing.body.message).toBe(
      "This queue checks each browser before it joins. Please reload the page to try again.",
    );
    expect((await join(event.slug, { lang: "id" })).body.message).toMatch(/^Antrean ini memeriksa/);
    for (const proof of ["not base64 at all", Buffer.from("{}").toString("base64"), "x".repeat(5_000)]) {
      const refused = await join(event.slug, { proof, jar });
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe("invalid_header");
    }
    expect(jar.size).toBe(0);
    expect(await inLine(event.id)).toBe(0);
  });

  it("accepts a solved proof once: replayed, altered or another event's, it is refused", async () => {
    const event = await roomWith({ proof_of_work: true });
    const other = await roomWith({ proof_of_work: true });
    const proof = await solvedProof(event.slug);

    // Another event's proof, and a solution that was not found by solving.
    const elsewhere = await join(other.slug, { proof, lang: "en" });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(
      "The browser check did not pass or has expired. Please reload the page to try again.",
    );
    const payload = JSON.parse(Buffer.from(proof, "base64").toString()) as {
      solution: { counter: number; derivedKey: string };
    };
    const guessed = Buffer.from(
      JSON.stringify({ ...payload, solution: { ...payload.solution, derivedKey: "ab".repeat(32) } }),
    ).toString("base64");
    expect((await join(event.slug, { proof: guessed })).status).toBe(400);
    expect(await inLine(other.id)).toBe(0);

    const accepted = await join(event.slug, { proof });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: "before_opening" });
    expect(await inLine(event.id)).toBe(1);

    // The same solution again, from a fresh browser: one join per solve.
    const replayed = await join(event.slug, { proof, lang: "en" });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(
      "This browser check was already used: each join needs a new one. Please reload the page to try again.",
    );
    expect(await inLine(event.id)).toBe(1);

    // A new solve joins again.
    expect((await join(event.slug, { proof: await solvedProof(event.slug) })).status).toBe(200);
    expect(await inLine(event.id)).toBe(2);
  });

  it("forgets spent challenges once they have expired, and only those", async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await t.database.db.insert(waitingRoomSpentChallenges).values([
      { signature: "sweep-test-expired", expiresAt: past },
      { signature: "sweep-test-live", expiresAt: future },
    ]);
    await sweepSpentChallenges(t.database.db);
    const left = (await t.database.db.select().from(waitingRoomSpentChallenges)).map((row) => row.signature);
    expect(left).toContain("sweep-test-live");
    expect(left).not.toContain("sweep-test-expired");
  });

  it("checks the rules before the proof, and the challenge is never cached", async () => {
    const event = await roomWith({ proof_of_work: true, require_verified_email: true });
    expect((await join(event.slug, { proof: await solvedProof(event.slug) })).status).toBe(401);
    const first = await call("GET", `/queue/${event.slug}/challenge`);
    const second = await call("GET", `/queue/${event.slug}/challenge`);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.body.data).not.toEqual(second.body.data);
    expect((await call("GET", "/queue/no-such-event/challenge")).status).toBe(404);
  });
});

describe("the rules in the organiser's workspace", () => {
  const room = () => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/waiting-room`;
  const base = () => ({
    enabled: true,
    opens_at: new Date(Date.now() + 3_600_000).toISOString(),
    admit_per_minute: 120,
  });

  it("an admin sets the rules and reads them back; the audit log keeps them", async () => {
    const before = await orgCall(t.app, { method: "GET", url: room(), token: f.members.finance.token });
    expect(before.body.data).toMatchObject({
      require_verified_email: false,
      require_account_before: null,
      proof_of_work: false,
    });
    const cutoff = new Date(Date.now() - DAY).toISOString();
    const saved = await orgCall(t.app, {
      method: "PUT",
      url: room(),
      token: f.members.admin.token,
      body: { ...base(), require_verified_email: true, require_account_before: cutoff, proof_of_work: true },
    });
    expect(saved.status).toBe(200);
    const read = await orgCall(t.app, { method: "GET", url: room(), token: f.members.finance.token });
    expect(read.body.data).toMatchObject({
      require_verified_email: true,
      require_account_before: cutoff,
      proof_of_work: true,
    });
    const audit = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/audit`,
      token: f.members.admin.token,
    });
    const rows = (audit.body.data as { rows: { entity: string; after: unknown }[] }).rows;
    expect(rows.find((row) => row.entity === "waiting_room")?.after).toMatchObject({
      require_verified_email: true,
      require_account_before: cutoff,
      proof_of_work: true,
    });

    // Saved without them, the rules are off again (the settings are replaced as a whole).
    const cleared = await orgCall(t.app, {
      method: "PUT",
      url: room(),
      token: f.members.admin.token,
      body: base(),
    });
    expect(cleared.body.data).toMatchObject({
      require_verified_email: false,
      require_account_before: null,
      proof_of_work: false,
    });
  });

  it("refuses a cut-off in the future or not a date with a translated field message, changing nothing", async () => {
    const current = (await orgCall(t.app, { method: "GET", url: room(), token: f.members.admin.token })).body
      .data;
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    for (const [language, text] of [
      ["en", "Choose a moment no later than 10 minutes from now"],
      ["id", "Pilih waktu paling lambat 10 menit dari sekarang"],
    ] as const) {
      const refused = await orgCall(t.app, {
        method: "PUT",
        url: room(),
        token: f.members.admin.token,
        body: { ...base(), require_account_before: tomorrow },
        language,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe("validation_failed");
      expect(refused.body.fields?.require_account_before).toMatch(new RegExp(`^${text}`));
    }
    // Not a date, not a switch: zod's translated field messages.
    for (const body of [
      { ...base(), require_account_before: "yesterday" },
      { ...base(), require_verified_email: "yes" },
      { ...base(), proof_of_work: 1 },
    ]) {
      const refused = await orgCall(t.app, {
        method: "PUT",
        url: room(),
        token: f.members.admin.token,
        body,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe("validation_failed");
      expect(Object.values(refused.body.fields ?? {}).join(" ")).toMatch(/\S/);
    }
    const after = (await orgCall(t.app, { method: "GET", url: room(), token: f.members.admin.token })).body
      .data;
    expect(after).toEqual(current);
  });

  it("takes a cut-off a few minutes ahead (the organiser's clock)", async () => {
    const soon = new Date(Date.now() + 5 * 60_000).toISOString();
    const saved = await orgCall(t.app, {
      method: "PUT",
      url: room(),
      token: f.members.admin.token,
      body: { ...base(), require_account_before: soon },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ require_account_before: soon });
  });
});
