import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { eventVisitorFields, ticketCategories } from "../../server/db/schema/index.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";
import { SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { testPostgresUrl, withDatabase } from "../support/postgres-url.ts";
import type { TestDatabase } from "../support/test-database.ts";
import {
  counts,
  createPaymentsHarness,
  liveTickets,
  type Order,
  type PaymentsHarness,
  placeOrder,
} from "./payments-harness.ts";

/**
 * A backup taken with PostgreSQL's own tools in the middle of a sale (tickets sold, an order waiting for
 * its payment, a hold open) restores into a fresh database that the app starts on: it serves the event,
 * takes the waiting order's payment, sells again, and opens the visitors' sealed identity numbers with
 * the same data key. The control opens the same restored database with another key: nothing sealed
 * reads, which is what makes the key part of the backup (docs/operations.md).
 */

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const serverUrl = testPostgresUrl();
const hasTools = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    execFileSync("pg_restore", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const FORM: VisitorField[] = [
  { key: "name", label: "Nama lengkap", type: "text", required: true, allow_filler: false, max_length: 255 },
  { key: "email", label: "E-mail", type: "email", required: true, allow_filler: false, max_length: 255 },
  { key: "identity", label: "NIK", type: "nik", required: true, allow_filler: false, max_length: 16 },
];
/** The identity numbers issuePaidTickets seals, by visitor index. */
const nik = (index: number) => `31712345678901${String(index).padStart(2, "0")}`;

/** A database restored from `dump`, beside the test server's; dropped on destroy. */
async function restore(dump: string): Promise<TestDatabase> {
  const server = serverUrl ?? "";
  const name = `tiketin_restored_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: withDatabase(server, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(server, name);
  execFileSync("pg_restore", ["--no-owner", "--exit-on-error", "-d", url, dump]);
  const database = openDatabase({ kind: "postgres", url, poolMax: 10 });
  return {
    ...database,
    url,
    destroy: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(server, "postgres") });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Pays an order through the sandbox's virtual-account simulator of `h`, as a bank would. */
async function payByVa(h: PaymentsHarness, order: Order) {
  const response = await h.app.inject({
    method: "POST",
    url: `${SANDBOX_BASE_PATH}/callback_virtual_accounts/external_id=${order.detail.external_id}/simulate_payment`,
    headers: {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`,
    },
    payload: JSON.stringify({ amount: order.detail.total }),
  });
  expect(response.statusCode, response.body).toBe(200);
  await h.sandbox.delivery.settle();
}

describe.skipIf(!serverUrl || !hasTools)("a backup taken mid-sale (pg_dump, pg_restore)", () => {
  let live: PaymentsHarness;
  let f: OrgFixture;
  let ticketIds: string[];
  let waiting: Order;
  let dir: string;
  let dump: string;

  beforeAll(async () => {
    live = await createPaymentsHarness();
    f = await createOrgFixture(live.db);
    await live.db.insert(eventVisitorFields).values({ eventId: f.published.id, config: FORM });
    const [category] = await live.db
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, f.published.id));
    ({ ticketIds } = await issuePaidTickets(live.db, {
      buyerId: f.target.id,
      eventId: f.published.id,
      categoryId: category!.id,
      visitors: ["Sari Wulandari", "Budi Santoso"],
    }));
    // The sale goes on while the dump runs: one order waits for its payment.
    waiting = await placeOrder(live, "va_bca", { quantity: 2, quota: 5 });
    dir = mkdtempSync(join(tmpdir(), "tiketin-backup-"));
    dump = join(dir, "tiketin.dump");
    execFileSync("pg_dump", ["--format=custom", "--no-owner", "-f", dump, live.database.url ?? ""]);
  });
  afterAll(async () => {
    await live?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const reveal = (h: PaymentsHarness) =>
    orgCall(h.app, {
      method: "POST",
      url: `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/attendees/${ticketIds[0]}/reveal`,
      token: f.members.owner.token,
      body: { reason: "Pemeriksaan identitas" },
    });

  it("restores into a fresh database the app serves, pays, sells and opens sealed data from, with the same key", async () => {
    const restored = await createPaymentsHarness({}, await restore(dump));
    try {
      const page = await restored.app.inject({
        method: "GET",
        url: `/api/v1/public/events/detail/${f.published.slug}`,
      });
      expect(page.statusCode).toBe(200);

      // The order placed before the dump is paid after the restore: once, with its two tickets.
      await payByVa(restored, waiting);
      expect(await counts(restored.db, waiting.detail.external_id)).toMatchObject({
        status: "Payment Success",
        tickets: 2,
      });
      // And the restored app sells: a new order on the same category, paid, its ticket counted once.
      const next = await placeOrder(restored, "va_bca", {
        categoryId: waiting.categoryId,
        eventSlug: waiting.eventSlug,
      });
      await payByVa(restored, next);
      expect(await liveTickets(restored.db, waiting.categoryId)).toBe(3);

      const opened = await reveal(restored);
      expect(opened.status).toBe(200);
      const answers = (opened.body.data as { answers: { key: string; value: string }[] }).answers;
      expect(answers.find((answer) => answer.key === "identity")?.value).toBe(nik(0));
    } finally {
      await restored.close();
    }
  });

  it("CONTROL: with another data key the same backup serves, but nothing sealed opens", async () => {
    const otherKey = randomBytes(32).toString("base64");
    const restored = await createPaymentsHarness({ DATA_ENCRYPTION_KEY: otherKey }, await restore(dump));
    try {
      const page = await restored.app.inject({
        method: "GET",
        url: `/api/v1/public/events/detail/${f.published.slug}`,
      });
      expect(page.statusCode).toBe(200);
      const opened = await reveal(restored);
      expect(opened.status).toBe(409);
      expect(opened.body).toMatchObject({ errorCode: "personal_data_unreadable" });
    } finally {
      await restored.close();
    }
  });
});
