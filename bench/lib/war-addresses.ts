/**
 * Client addresses for bench:war's simulated phones (sent as X-Forwarded-For; the servers trust it).
 * Honest phones: most have an address of their own, and a share sit behind carrier-grade NAT, `group`
 * phones to one address (100.64.0.0/10, the range carriers use for it). Each bot has one address for
 * all its cookies (198.18.0.0/15, the benchmarking range). Everyone else: an address of their own.
 */
export function createAddressBook(options: { natShare: number; natGroup: number }) {
  let own = 0;
  let natPhones = 0;
  let bots = 0;
  const dotted = (base: number, n: number) => {
    const value = base + n;
    return `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
  };
  const TEN = 10 * 2 ** 24 + 1;
  const CGNAT = 100 * 2 ** 24 + 64 * 2 ** 16 + 1;
  const BENCH = 198 * 2 ** 24 + 18 * 2 ** 16 + 1;
  return {
    /** An address of its own. */
    own: () => dotted(TEN, own++),
    /** An honest phone: behind a NAT group with probability natShare, else its own. */
    honest: (random: number) =>
      random < options.natShare
        ? dotted(CGNAT, Math.floor(natPhones++ / options.natGroup))
        : dotted(TEN, own++),
    bot: () => dotted(BENCH, bots++),
    /** How many NAT addresses were handed out (each shared by up to natGroup phones). */
    natAddresses: () => Math.ceil(natPhones / options.natGroup),
    natPhones: () => natPhones,
  };
}
