/** Domains most Indonesian buyers use; a near miss of one of them is probably a typo. */
const POPULAR_DOMAINS = ["gmail.com", "yahoo.com", "yahoo.co.id", "hotmail.com"] as const;

/** Real providers one or two keystrokes away from a popular domain: never "correct" these. */
const REAL_LOOKALIKES: ReadonlySet<string> = new Set([
  "mail.com",
  "email.com",
  "gmx.com",
  "ymail.com",
  "yahoo.co.uk",
  "yahoo.co.jp",
  "hotmail.co.uk",
  "hotmail.co.id",
  "hotmail.fr",
  "hotmail.de",
]);

const MAX_DISTANCE = 2;

/** Edit distance counting a swap of two neighbours as one edit ("gmial" is one slip, not two). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * The sign-up form's "Did you mean ...?" link (spec section 2): for a typo'd gmail, yahoo or hotmail
 * domain, the same address on the intended domain; otherwise null.
 */
export function suggestEmail(value: string): string | null {
  const email = value.trim();
  const at = email.lastIndexOf("@");
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (domain === "" || REAL_LOOKALIKES.has(domain)) return null;
  if ((POPULAR_DOMAINS as readonly string[]).includes(domain)) return null;
  let best: string | null = null;
  let bestDistance = MAX_DISTANCE + 1;
  for (const candidate of POPULAR_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ? `${local}@${best}` : null;
}
