/**
 * Each payment method's logo, drawn as our own SVGs under `public/payment-logos/` (no external host).
 * Paylater is offered through Xendit's paylater channels, so it shows the providers the buyer may pick
 * there: Kredivo and Akulaku.
 */
export const PAYLATER_PROVIDERS = ["Kredivo", "Akulaku"] as const;

const LOGOS_OF: Record<string, readonly string[]> = {
  paylater: PAYLATER_PROVIDERS.map((name) => name.toLowerCase()),
};

const KNOWN = new Set([
  "shopeepay",
  "gopay",
  "ovo",
  "va_bca",
  "va_bri",
  "va_mandiri",
  "va_bni",
  "va_permata",
  "va_bsi",
  "va_sahabat_sampoerna",
  "va_bjb",
  "va_cimb",
  "card",
  "qris",
  "alfamart",
  "indomaret",
  "cashier",
]);

/** The logo URLs of a method code (none for a code without a drawn logo). */
export function methodLogos(code: string): string[] {
  const names = LOGOS_OF[code] ?? (KNOWN.has(code) ? [code] : []);
  return names.map((name) => `/payment-logos/${name}.svg`);
}
