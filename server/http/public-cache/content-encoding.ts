export type ContentEncoding = "br" | "gzip" | "identity";

/**
 * The best encoding an Accept-Encoding header allows (RFC 9110 section 12.5.3): brotli, then gzip,
 * else none. A q-value of 0 refuses an encoding; `*` stands for any encoding not named.
 */
export function pickEncoding(header: string | string[] | undefined): ContentEncoding {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const weights = new Map<string, number>();
  for (const part of value.slice(0, 512).toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? weights.get("*") ?? 0;
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return "identity";
}
