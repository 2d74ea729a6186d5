// The in-process search index (ADR 0134) against the SQL search it replaced, on the same queries, at
// the site-scale catalogue (1,200 events, the `--scale` seed): per-query latency p50/p99 of each, the
// index's build time and memory, and the memory per event at larger synthetic catalogues (the site's
// events copied under new ids and titles). `npm run bench:search-index` (PostgreSQL at
// BENCH_DATABASE_URL / DATABASE_URL; a few seconds of CPU once the catalogue is seeded; `-- --large`
// adds a 100,800-event catalogue).

import { openDatabase } from "../server/db/client.ts";
import { createCatalogueIndex } from "../server/features/events/catalogue-index.ts";
import { type CatalogueEventRow, listCatalogueEvents } from "../server/features/events/list-data.ts";
import { listCriteria } from "../server/features/events/list-events.ts";
import { searchTerms } from "../server/features/events/search-terms.ts";
import { listCategoryStockOfEvents } from "../server/features/stock/index.ts";
import type { FilteredListQuery } from "../shared/contracts/event-filters.ts";
import { prepareReadDatabase } from "./lib/read-database.ts";
import { sqlSearchPage } from "./lib/sql-search.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SQL_RUNS = 25;
const INDEX_RUNS = 400;
const log = (message: string) => process.stderr.write(`[bench:search-index] ${message}\n`);

const page = { show: 12, page: 1 } as const;
const CASES: { name: string; search: string | null; query: FilteredListQuery }[] = [
  { name: "konser", search: "konser", query: page },
  { name: "konser, Jakarta, by price", search: "konser", query: { ...page, city: "Jakarta", sort: "price" } },
  { name: "senandung senja", search: "senandung senja", query: page },
  { name: "jakrta (typo)", search: "jakrta", query: page },
  { name: "basket (prefix)", search: "basket", query: page },
  { name: "kidung mal (typing)", search: "kidung mal", query: page },
  { name: "konser di jakarta", search: "konser di jakarta", query: page },
  { name: "konser 2027 (year)", search: "konser 2027", query: page },
  {
    name: "konser, Jakarta, month, popular, price_max",
    search: "konser",
    query: { ...page, city: "Jakarta", date: "month", sort: "popular", price_max: 2_500_000 },
  },
  { name: "landing: soonest", search: null, query: { ...page, show: 24 } },
  {
    name: "landing: concerts this month, popular",
    search: null,
    query: { ...page, show: 24, kind: "concert", date: "month", sort: "popular" },
  },
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(runs: number, run: () => unknown): Promise<{ p50: number; p99: number }> {
  const took: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), p99: percentile(took, 99) };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** Build time and memory of an index of `rows` (heap after a full GC, and the process's RSS). */
function measureBuild(rows: readonly CatalogueEventRow[]) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const rssBefore = process.memoryUsage().rss;
  const start = performance.now();
  const index = createCatalogueIndex(rows);
  const buildMs = performance.now() - start;
  gc();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  const rss = process.memoryUsage().rss;
  return { index, buildMs, heap, rss, rssGrowth: rss - rssBefore };
}

/** The site's events copied `times` times under new ids, slugs and titles (a larger catalogue). */
function copies(rows: readonly CatalogueEventRow[], times: number): CatalogueEventRow[] {
  const out: CatalogueEventRow[] = [];
  for (let copy = 0; copy < times; copy++)
    for (const row of rows)
      out.push({
        ...row,
        id: copy * 1_000_000 + row.id,
        slug: `${row.slug}-${copy}`,
        title: copy === 0 ? row.title : `${row.title} Vol ${copy}`,
        talents: [...row.talents],
        categories: row.categories.map((category) => ({ ...category })),
      });
  return out;
}

async function main() {
  log("preparing a scratch database at site scale (1,200 events, 140,000 tickets sold)");
  const scratch = await prepareReadDatabase(DATABASE_URL, log);
  try {
    const database =
      scratch.kind === "postgres"
        ? openDatabase({ kind: "postgres", url: scratch.target.url!, poolMax: 2 })
        : openDatabase({ kind: "pglite", dataDir: scratch.target.pgliteDir });
    try {
      const loadStart = performance.now();
      const rows = await listCatalogueEvents(database.db);
      const loadMs = performance.now() - loadStart;
      const built = measureBuild(rows);
      const { index } = built;
      const now = new Date();
      process.stdout.write(
        `\n# Search: in-process index (MiniSearch) vs the SQL search, ${rows.length} listed events (${scratch.kind})\n\n`,
      );
      process.stdout.write(
        `Index: read from the database ${loadMs.toFixed(0)} ms, built ${built.buildMs.toFixed(0)} ms, ` +
          `heap ${mb(built.heap)} MB (${((built.heap / rows.length) | 0).toLocaleString()} B/event), process RSS ${mb(built.rss)} MB\n\n`,
      );
      process.stdout.write("| query | SQL p50 ms | SQL p99 ms | index p50 ms | index p99 ms | same page |\n");
      process.stdout.write("|---|---|---|---|---|---|\n");
      for (const entry of CASES) {
        const criteria = listCriteria(
          entry.query,
          entry.search === null ? [] : searchTerms(entry.search),
          now,
        );
        const sold = new Map<number, number>();
        if (criteria.sort === "popular") {
          const ids = index.find(criteria).map((item) => item.event.id);
          for (const row of await listCategoryStockOfEvents(database.db, ids))
            sold.set(row.eventId, (sold.get(row.eventId) ?? 0) + row.sold);
        }
        const viaIndex = () => {
          const found = index.find(criteria);
          return {
            total: found.length,
            ids: index
              .order(found, criteria, sold)
              .slice(0, entry.query.show)
              .map((item) => item.event.id),
          };
        };
        const viaSql = () => sqlSearchPage(database.db, criteria, entry.query.show, 0);
        const [fromSql, fromIndex] = [await viaSql(), viaIndex()];
        const same = fromSql.total === fromIndex.total && fromSql.ids.join() === fromIndex.ids.join();
        const sqlTime = await time(SQL_RUNS, viaSql);
        const indexTime = await time(INDEX_RUNS, viaIndex);
        process.stdout.write(
          `| ${entry.name} | ${sqlTime.p50.toFixed(2)} | ${sqlTime.p99.toFixed(2)} | ${indexTime.p50.toFixed(3)} | ${indexTime.p99.toFixed(3)} | ${same ? "yes" : `no (SQL ${fromSql.total}, index ${fromIndex.total})`} |\n`,
        );
      }
      const pageIds = rows.slice(0, 12).map((row) => row.id);
      const stock = await time(SQL_RUNS, () => listCategoryStockOfEvents(database.db, pageIds));
      process.stdout.write(
        `\nBoth paths then read the page's stock (one statement, 12 events): p50 ${stock.p50.toFixed(2)} ms, p99 ${stock.p99.toFixed(2)} ms\n`,
      );
      process.stdout.write(
        "\n| events | build ms | heap MB | bytes/event | RSS MB | query 'konser di jakarta' p50 ms |\n",
      );
      process.stdout.write("|---|---|---|---|---|---|\n");
      // `--large`: also 100,800 events (84 copies), past where ADR 0134 hands over; ~10 s more.
      for (const times of process.argv.includes("--large") ? [1, 10, 84] : [1, 10]) {
        const larger = copies(rows, times);
        const measured = measureBuild(larger);
        const criteria = listCriteria(page, searchTerms("konser di jakarta"), now);
        const query = await time(50, () => measured.index.order(measured.index.find(criteria), criteria));
        process.stdout.write(
          `| ${larger.length.toLocaleString()} | ${measured.buildMs.toFixed(0)} | ${mb(measured.heap)} | ${((measured.heap / larger.length) | 0).toLocaleString()} | ${mb(measured.rss)} | ${query.p50.toFixed(2)} |\n`,
        );
      }
    } finally {
      await database.close();
    }
  } finally {
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:search-index failed: ${(error as Error).stack}\n`);
    process.exit(1);
  },
);
