import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arrayLiteral, rows } from "../../server/db/sql-helpers.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** A list passed as one array parameter reaches the database element for element. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe("arrayLiteral", () => {
  it("keeps text with commas, quotes, braces and backslashes as one element each", async () => {
    const values = ["A12", "a,b", 'say "hi"', "{x}", "back\\slash", ""];
    const [row] = await rows<{ values: string[] }>(
      database.db,
      sql`SELECT ${arrayLiteral(values)}::text[] AS values`,
    );
    expect(row?.values).toEqual(values);
  });

  it("passes numbers as numbers, and an empty list as an empty array", async () => {
    const [row] = await rows<{ ids: number[]; none: number[] }>(
      database.db,
      sql`SELECT ${arrayLiteral([3, 1, 2])}::int[] AS ids, ${arrayLiteral([])}::int[] AS none`,
    );
    expect(row).toEqual({ ids: [3, 1, 2], none: [] });
  });
});
