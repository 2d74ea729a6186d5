export type EventRef = { kind: "id"; id: number } | { kind: "slug"; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ID = 2_147_483_647; // Postgres integer; a larger number cannot be an id

/**
 * `{id}` in the public paths is the numeric id or the slug (slugs are never all digits, a database
 * check guarantees it). Anything else cannot name an event and is answered as not found without a
 * query, so hostile path values never reach SQL.
 */
export function parseEventRef(raw: string): EventRef | null {
  if (/^[0-9]+$/.test(raw)) {
    const id = raw.length <= 10 ? Number(raw) : 0;
    return id >= 1 && id <= MAX_ID ? { kind: "id", id } : null;
  }
  const slug = raw.toLowerCase();
  return slug.length <= 160 && SLUG.test(slug) ? { kind: "slug", slug } : null;
}
