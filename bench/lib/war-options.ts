/**
 * bench:war's flags (documented in bench/war.ts's header). `--quick` swaps every default for a size
 * that finishes in about three minutes on the 2-core development machine; a flag given explicitly wins.
 */

export interface WarOptions {
  tickets: number;
  buyers: number;
  spreadSeconds: number;
  /** The early half arrives over this many seconds before the opening. */
  earlySeconds: number;
  admitPerMinute: number;
  abandon: number;
  maxSeconds: number;
  tokenMinutes: number;
  store: "redis" | "postgres";
  kill: boolean;
  redisKill: boolean;
  redisDownSeconds: number;
  adversaries: boolean;
  bots: number;
  cookiesPerBot: number;
  botLeadSeconds: number;
  sharerSources: number;
  sharersPerSource: number;
  paidReplayers: number;
  expiredReplayers: number;
  repeatBuyers: number;
  apiAccounts: number;
  cgnatShare: number;
  cgnatGroup: number;
  requireVerifiedEmail: boolean;
  statusSeconds: number;
  quick: boolean;
  keepDb: boolean;
}

const FULL = {
  tickets: 2_000,
  buyers: 20_000,
  spread: 60,
  rate: 1_200,
  "max-seconds": 600,
  bots: 40,
  "bot-lead": 30,
  sharers: 10,
  "sharers-per-source": 5,
  replayers: 20,
  expired: 20,
  repeat: 20,
  "api-accounts": 200,
  "status-seconds": 5,
} as const;

const QUICK: Record<keyof typeof FULL, number> = {
  tickets: 300,
  buyers: 3_000,
  spread: 20,
  rate: 600,
  "max-seconds": 90,
  bots: 10,
  "bot-lead": 12,
  sharers: 3,
  "sharers-per-source": 3,
  replayers: 5,
  expired: 5,
  repeat: 5,
  "api-accounts": 24,
  "status-seconds": 3,
};

export function parseWarOptions(args: readonly string[]): WarOptions {
  const quick = args.includes("--quick");
  const given = (name: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const number = (name: string, fallback: number, { min = 0, max = 1_000_000, integer = true } = {}) => {
    const raw = given(name);
    const value = raw === undefined ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value)))
      throw new Error(
        `bad --${name} ${raw}: expected ${integer ? "an integer" : "a number"} in ${min}..${max}`,
      );
    return value;
  };
  const sized = (name: keyof typeof FULL, min = 0) => number(name, quick ? QUICK[name] : FULL[name], { min });
  const store = given("store") ?? "redis";
  if (store !== "redis" && store !== "postgres") throw new Error(`bad --store ${store}: redis or postgres`);
  const options: WarOptions = {
    tickets: sized("tickets", 1),
    buyers: sized("buyers", 1),
    spreadSeconds: sized("spread", 1),
    earlySeconds: number("early", 5, { min: 0.1, max: 600, integer: false }),
    admitPerMinute: number("rate", quick ? QUICK.rate : FULL.rate, { min: 1, max: 100_000 }),
    abandon: number("abandon", 0.1, { max: 1, integer: false }),
    maxSeconds: sized("max-seconds", 10),
    // One minute (the least the room allows) so an expired grant can be replayed within the run.
    tokenMinutes: number("token-minutes", 1, { min: 1, max: 1_440 }),
    store,
    kill: args.includes("--kill"),
    redisKill: args.includes("--redis-kill"),
    redisDownSeconds: number("redis-down", 8, { min: 1, max: 300 }),
    adversaries: args.includes("--adversaries"),
    bots: sized("bots"),
    cookiesPerBot: number("cookies-per-bot", 50, { min: 1, max: 1_000 }),
    botLeadSeconds: sized("bot-lead", 1),
    sharerSources: sized("sharers"),
    sharersPerSource: sized("sharers-per-source"),
    paidReplayers: sized("replayers"),
    expiredReplayers: sized("expired"),
    repeatBuyers: sized("repeat"),
    apiAccounts: sized("api-accounts"),
    cgnatShare: number("cgnat-share", 0.3, { max: 1, integer: false }),
    cgnatGroup: number("cgnat-group", 20, { min: 1, max: 10_000 }),
    requireVerifiedEmail: !args.includes("--no-require-verified"),
    statusSeconds: sized("status-seconds", 1),
    quick,
    keepDb: args.includes("--keep-db"),
  };
  if (options.redisKill && options.store !== "redis") throw new Error("--redis-kill needs --store redis");
  if (options.apiAccounts > options.buyers) throw new Error("--api-accounts cannot exceed --buyers");
  return options;
}
