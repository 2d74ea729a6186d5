/** A small seeded PRNG (mulberry32) so a failing fuzz case can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

export type Random = ReturnType<typeof seededRandom>;

const NASTY_STRINGS = [
  "",
  " ",
  "a",
  "ab",
  "abc",
  "0",
  "-1",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "😀🎫",
  "Ｔｉｋｅｔ",
  "\u0000",
  "\n\r\t",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00",
  "a".repeat(300),
  "x".repeat(5000),
  "__proto__",
  "constructor",
  "3201234567890123",
  "*123",
  "budi@example.con",
  "Siti Rahma",
];

/** Defines an own property even for "__proto__", which plain assignment would turn into a prototype. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Any JSON value, biased towards the shapes that break parsers and validators. */
export function randomJson(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.pick([0, -1, 1, 2, 10, 11, 2 ** 31, -(2 ** 53), 1.5, 1e308, Number.MAX_SAFE_INTEGER]);
    case 3:
    case 4:
    case 5:
      return random.pick(NASTY_STRINGS);
    case 6:
      return Array.from({ length: random.int(4) }, () => randomJson(random, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = random.int(5); i > 0; i--)
        setOwn(object, random.pick(NASTY_STRINGS), randomJson(random, depth + 1));
      return object;
    }
  }
}

/** An object with the schema's own property names (so validation goes past "missing field"). */
export function randomObjectFor(random: Random, propertyNames: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const name of propertyNames) if (random.next() < 0.8) object[name] = randomJson(random, 1);
  if (random.next() < 0.2) setOwn(object, random.pick(NASTY_STRINGS), randomJson(random, 1));
  return object;
}

export function randomPathSegment(random: Random): string {
  return encodeURIComponent(random.pick(NASTY_STRINGS).slice(0, 200) || "x");
}
