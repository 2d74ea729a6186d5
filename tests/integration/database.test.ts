import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { buyers, seedRuns, sessions } from "../../server/db/schema/index.ts";
import { seedDatabase } from "../../server/db/seed/run-seed.ts";
import type { Seeder } from "../../server/db/seed/seeder.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import { databaseSessionReader, hashSessionToken } from "../../server/features/sessions/session-reader.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const email = () => `buyer-${randomBytes(4).toString("hex")}@example.com`;

describe("the transaction helper", () => {
  it("commits when the work resolves and rolls everything back when it throws", async () => {
    const kept = email();
    await inTransaction(database.db, (tx) => tx.insert(buyers).values({ name: "Dewi Lestari", email: kept }));
    const lost = email();
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(buyers).values({ name: "Rizky Pratama", email: lost });
        throw new Error("payment declined");
      }),
    ).rejects.toThrow("payment declined");
    expect(await database.db.select().from(buyers).where(eq(buyers.email, kept))).toHaveLength(1);
    expect(await database.db.select().from(buyers).where(eq(buyers.email, lost))).toHaveLength(0);
  });

  it("retries serialization failures and deadlocks, but not other errors", async () => {
    let attempts = 0;
    const result = await inTransaction(database.db, async () => {
      attempts++;
      if (attempts < 3) throw Object.assign(new Error("could not serialize access"), { code: "40001" });
      return "done";
    });
    expect(result).toBe("done");
    expect(attempts).toBe(3);

    let uniqueAttempts = 0;
    await expect(
      inTransaction(database.db, async () => {
        uniqueAttempts++;
        throw Object.assign(new Error("duplicate key"), { code: "23505" });
      }),
    ).rejects.toThrow("duplicate key");
    expect(uniqueAttempts).toBe(1);
  });
});

describe("seeding", () => {
  const demoSeeder = (name: string, onRun: () => void): Seeder => ({
    name,
    async run(tx) {
      onRun();
      await tx.insert(buyers).values({ name: "Demo Buyer", email: `${name}@demo.example.com` });
    },
  });

  it("runs each seeder once per database and records it", async () => {
    let runs = 0;
    const seeders = [demoSeeder("demo-a", () => runs++)];
    expect(await seedDatabase(database.db, { scale: "demo" }, seeders)).toEqual({
      ran: ["demo-a"],
      skipped: [],
    });
    expect(await seedDatabase(database.db, { scale: "demo" }, seeders)).toEqual({
      ran: [],
      skipped: ["demo-a"],
    });
    expect(runs).toBe(1);
  });

  it("leaves no trace of a seeder that fails, so the next start retries it", async () => {
    const failing: Seeder = {
      name: "demo-failing",
      async run(tx) {
        await tx.insert(buyers).values({ name: "Half Seeded", email: "half@demo.example.com" });
        throw new Error("disk full");
      },
    };
    await expect(seedDatabase(database.db, { scale: "demo" }, [failing])).rejects.toThrow("disk full");
    expect(await database.db.select().from(seedRuns).where(eq(seedRuns.name, "demo-failing"))).toHaveLength(
      0,
    );
    expect(
      await database.db.select().from(buyers).where(eq(buyers.email, "half@demo.example.com")),
    ).toHaveLength(0);
  });
});

describe("the session reader", () => {
  it("resolves a live session to its buyer and ignores expired, unknown and malformed tokens", async () => {
    const [buyer] = await database.db
      .insert(buyers)
      .values({ name: "Ayu Wulandari", email: email() })
      .returning();
    const live = randomBytes(32).toString("base64url");
    const expired = randomBytes(32).toString("base64url");
    await database.db.insert(sessions).values([
      { tokenHash: hashSessionToken(live), buyerId: buyer!.id },
      {
        tokenHash: hashSessionToken(expired),
        buyerId: buyer!.id,
        expiresAt: sql`now() - interval '1 minute'`,
      },
    ]);
    const reader = databaseSessionReader(database.db);
    expect(await reader.viewerForToken(live)).toEqual({
      id: buyer!.id,
      name: "Ayu Wulandari",
      email: buyer!.email,
      // Not verified yet: the shell shows the verify-e-mail banner.
      emailVerified: false,
    });
    expect(await reader.viewerForToken(expired)).toBeNull();
    expect(await reader.viewerForToken(randomBytes(32).toString("base64url"))).toBeNull();
    expect(await reader.viewerForToken("'; drop table sessions; --")).toBeNull();
  });

  it("answers 300 concurrent lookups each with its own buyer (coalesced), and touches stale sessions", async () => {
    const people = await database.db
      .insert(buyers)
      .values(Array.from({ length: 100 }, (_, i) => ({ name: `Pembeli ${i}`, email: email() })))
      .returning();
    const tokens = people.map(() => randomBytes(32).toString("base64url"));
    await database.db.insert(sessions).values(
      people.map((person, i) => ({
        tokenHash: hashSessionToken(tokens[i]!),
        buyerId: person.id,
        // Every third one was last used two minutes ago: reading it refreshes last_seen_at.
        lastSeenAt: i % 3 === 0 ? sql`now() - interval '2 minutes'` : sql`now()`,
        expiresAt: i % 10 === 9 ? sql`now() - interval '1 minute'` : sql`now() + interval '1 day'`,
      })),
    );
    const reader = databaseSessionReader(database.db);
    const unknown = randomBytes(32).toString("base64url");
    // Each token asked three times at once, mixed with unknown tokens.
    const asked = [...tokens, ...tokens, unknown, ...tokens];
    const answers = await Promise.all(asked.map((token) => reader.viewerForToken(token)));
    asked.forEach((token, i) => {
      const index = tokens.indexOf(token);
      if (index < 0 || index % 10 === 9) expect(answers[i]).toBeNull();
      else expect(answers[i]?.id).toBe(people[index]!.id);
    });
    const stale = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, tokens.map(hashSessionToken)),
          sql`${sessions.lastSeenAt} < now() - interval '1 minute'`,
          sql`${sessions.expiresAt} > now()`,
        ),
      );
    expect(stale[0]!.n).toBe(0);
  });

  it("stores only a hash of the token", async () => {
    const rows = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("migrations", () => {
  const columnsQuery = `select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`;

  it("are idempotent: applying them again changes nothing", async () => {
    await runMigrations(database);
    await runMigrations(database);
  });

  it("produce the same schema on PGlite as on this run's database", async () => {
    const pglite = openDatabase({ kind: "pglite" });
    await runMigrations(pglite);
    const fromPglite = await pglite.db.execute(sql.raw(columnsQuery));
    const fromThis = await database.db.execute(sql.raw(columnsQuery));
    await pglite.close();
    expect((fromPglite as { rows: unknown[] }).rows).toEqual((fromThis as { rows: unknown[] }).rows);
    expect((fromThis as { rows: unknown[] }).rows.length).toBeGreaterThan(5);
  });
});
