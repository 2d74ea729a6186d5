// The SQL catalogue search's query plans on the site-scale catalogue (ADR 0122): EXPLAIN ANALYZE of the
// statements a filtered search and a filtered landing list ran before the in-process index (ADR 0134),
// which is what a catalogue too large for memory falls back to, and which search indexes each plan uses. `npm run bench:search-plan` (PostgreSQL at BENCH_DATABASE_URL / DATABASE_URL, else PGlite).

import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { listCriteria } from "../server/features/events/list-events.ts";
import type { FilteredListQuery } from "../shared/contracts/event-filters.ts";
import { prepareReadDatabase } from "./lib/read-database.ts";
import { listEvents } from "./lib/sql-search.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const INDEXES = [
  "events_search_vector_idx",
  "events_search_trgm_idx",
  "events_city_key_idx",
  "events_ends_at_idx",
];
const log = (message: string) => process.stderr.write(`[bench:search-plan] ${message}\n`);

const base = { show: 12, page: 1 } as const;
const now = new Date();
const CASES = [
  {
    name: "search 'konser' in Jakarta by price",
    query: { ...base, city: "Jakarta", sort: "price" as const },
    words: [{ word: "konser", nearSpelling: false }],
  },
  {
    name: "search 'senandung senja'",
    query: { ...base },
    words: [
      { word: "senandung", nearSpelling: false },
      { word: "senja", nearSpelling: false },
    ],
  },
  {
    name: "search typo 'jakrta' (near spellings)",
    query: { ...base },
    words: [{ word: "jakrta", nearSpelling: true }],
  },
  {
    name: "landing: concerts this month, most popular",
    query: { ...base, show: 24, kind: "concert" as const, date: "month" as const, sort: "popular" as const },
    words: [],
  },
];

async function main() {
  log("preparing a scratch database at site scale (1,200 events)");
  const scratch = await prepareReadDatabase(DATABASE_URL, log);
  try {
    if (scratch.kind !== "postgres" || !scratch.target.url)
      throw new Error("needs PostgreSQL for EXPLAIN output");
    const database = openDatabase({ kind: "postgres", url: scratch.target.url, poolMax: 2 });
    const client = new pg.Client({
      connectionString: scratch.target.url,
      options: "-c pg_trgm.strict_word_similarity_threshold=0.45",
    });
    await client.connect();
    try {
      await client.query("ANALYZE");
      for (const entry of CASES) {
        const query: FilteredListQuery = entry.query;
        // The SQL's criteria: the index's, with each word marked as it was (exact or near spellings).
        const criteria = { ...listCriteria(query, [], now), terms: entry.words };
        if (entry.words.length > 0) {
          criteria.scope = "all";
          criteria.sort = query.sort ?? "relevance";
        }
        // As planned, then with sequential scans priced out: on 1,200 events the planner may rightly
        // prefer reading the table; the second plan shows the index path a larger catalogue gets.
        for (const seqscan of ["on", "off"]) {
          await client.query(`SET enable_seqscan = ${seqscan}`);
          const statement = listEvents(database.db, criteria, entry.query.show, 0).toSQL();
          const plan = await client.query(
            `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
            statement.params as unknown[],
          );
          const text = plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n");
          const used = INDEXES.filter((index) => text.includes(index));
          const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
          process.stdout.write(
            `\n## ${entry.name} (enable_seqscan ${seqscan}): ${time} ms, indexes: ${used.join(", ") || "none"}\n${text}\n`,
          );
        }
      }
    } finally {
      await client.end();
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:search-plan failed: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
