/** The PostgreSQL server tests use, or null to run on the embedded PGlite database. */
export function testPostgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

/** The same server, another database name (template and per-file clones live beside the given one). */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export const TEMPLATE_DATABASE = `tiketin_test_template_${process.env.TEST_RUN_ID ?? "local"}`;

/** Env var naming the dumped, migrated PGlite data directory that test files load. */
export const PGLITE_TEMPLATE_ENV = "TIKETIN_PGLITE_TEMPLATE";
