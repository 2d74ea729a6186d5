import { availableParallelism } from "node:os";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: 'expected "true" or "false"' })
  .transform((value) => value === "true" || value === "1");

const httpUrl = z.url({ protocol: /^https?$/, error: "expected an http(s) URL" });
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: "expected a postgres:// URL" });
const intIn = (min: number, max: number) =>
  z.coerce
    .number({ error: "expected a number" })
    .int({ error: "expected a whole number" })
    .min(min, { error: `expected at least ${min}` })
    .max(max, { error: `expected at most ${max}` });

/**
 * Every setting the server reads, validated once at boot. `.env.example` documents each one; a bad value
 * stops the process with a message naming the variable, before anything listens or connects.
 */
/** The sandbox's callback token: fine in development, forged by anyone who reads this file in production. */
const DEVELOPMENT_CALLBACK_TOKEN = "sandbox-callback-token-for-development-only";
/** An obviously made-up WhatsApp number (country code, then zeros): the demo's links reach nobody. */
export const EXAMPLE_WHATSAPP_NUMBER = "620000000000";

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: intIn(0, 65535).default(3000),
    /** Unset: derived from HOST and PORT after parsing (`http://localhost:<PORT>` for a wildcard HOST). */
    PUBLIC_BASE_URL: httpUrl.optional(),
    /**
     * The origin passkeys are made for and checked against (its host is the WebAuthn RP ID). Unset: the
     * origin of PUBLIC_BASE_URL. Only for a site whose public address is an IP (browsers refuse an IP as
     * RP ID), such as a test server on 127.0.0.1 reached as localhost.
     */
    PASSKEY_ORIGIN: httpUrl.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    BODY_LIMIT_BYTES: intIn(1024, 10 * 1024 * 1024).default(100 * 1024),
    /**
     * How much of a body over its limit is read and thrown away so its sender can read the 413; past
     * it the connection is closed (after the answer). Covers a phone photo sent as a poster.
     */
    BODY_DISCARD_BYTES: intIn(0, 1024 * 1024 * 1024).default(16 * 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: intIn(100, 120_000).default(10_000),
    /** Worker threads that render pages (ADR 0111); 0 renders on the main thread. */
    RENDER_THREADS: intIn(0, 64).optional(),

    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_MAX: intIn(1, 500).default(20),
    /**
     * A checkout step answered slower than this, milliseconds, lowers how many new checkouts this
     * process takes at once (the rest get 503 + Retry-After) and slows the waiting rooms' admissions.
     * 0 turns the latency limit off (only the fixed in-flight cap remains).
     */
    CHECKOUT_LATENCY_TARGET_MS: intIn(0, 60_000).default(5_000),
    PGLITE_DATA_DIR: z.string().min(1).default("./.data/pglite"),
    SEED_ON_START: booleanFlag.default(true),

    /** Uploaded images (posters, banners, logos, talent photos) when no S3 store is set. */
    MEDIA_DIR: z.string().min(1).default("./.data/media"),
    /**
     * An S3-compatible store for uploaded images (AWS S3, MinIO, R2...): all of endpoint, bucket and both
     * keys, or none (then MEDIA_DIR). Objects are addressed path-style: `<endpoint>/<bucket>/<key>`.
     */
    S3_ENDPOINT: httpUrl.optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: "expected an S3 bucket name" })
      .optional(),
    S3_REGION: z.string().min(1).max(64).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),

    /** Mounts /api/v1/__test/* (e2e helpers that create sessions). Refused in production. */
    ENABLE_TEST_ROUTES: booleanFlag.default(false),

    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "letters, digits, _ and - only" })
      .default("tiketin_session"),

    /** AES-256-GCM key for personal data at rest (identity numbers): 32 bytes, base64. */
    DATA_ENCRYPTION_KEY: z
      .string()
      .refine((value) => Buffer.from(value, "base64").length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value), {
        error: "expected 32 random bytes in base64 (openssl rand -base64 32)",
      })
      .optional(),
    /**
     * Keys retired from DATA_ENCRYPTION_KEY that still decrypt until `npm run data:rotate-key` has moved
     * everything to the active key: comma-separated, 32 bytes each in base64.
     */
    DATA_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .refine(
        (value) =>
          value
            .split(",")
            .map((item) => item.trim())
            .filter((item) => item !== "")
            .every(
              (item) => Buffer.from(item, "base64").length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(item),
            ),
        { error: "expected comma-separated keys of 32 random bytes in base64" },
      )
      .optional(),
    /** Days after an event ends that its tickets keep visitors' identity and health answers (UU PDP). */
    VISITOR_DATA_RETENTION_DAYS: intIn(0, 3_650).default(90),
    /** Google sign-in: the web shows the Google button only when a client id is set. */
    GOOGLE_CLIENT_ID: z.string().min(1).max(255).optional(),
    GOOGLE_USERINFO_URL: httpUrl.default("https://www.googleapis.com/oauth2/v3/userinfo"),
    /** SMTP delivery (smtp:// or smtps://, credentials in the URL). Unset: mails stay in the outbox. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "expected an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: z.string().min(3).max(255).default("Tiketin <no-reply@tiketin.local>"),
    /**
     * Serve the outbox as a readable mailbox (`/dev/mailbox`, `/api/v1/__dev/mailbox`). Default: everywhere
     * but production. `npm start` on the embedded database without SMTP (the local demo) turns it on;
     * refused in production beside DATABASE_URL or SMTP_URL (a real deployment: it shows anyone's mail).
     */
    DEV_MAILBOX: booleanFlag.optional(),

    /** The platform "Internet Fee" added to every paid checkout, integer rupiah per transaction. */
    INTERNET_FEE_RUPIAH: intIn(0, 1_000_000).default(5_000),

    /** Payment gateway: the built-in Xendit-like sandbox in-process, or Xendit's HTTP API (`xendit`). */
    PAYMENT_GATEWAY: z.enum(["sandbox", "xendit"]).default("sandbox"),
    /** Base URL of the Xendit API (or of the sandbox's mirror of it); unset: `{PUBLIC_BASE_URL}/__sandbox/xendit`. */
    XENDIT_BASE_URL: httpUrl.optional(),
    /** Xendit secret API key (HTTP Basic username); unset outside production: the sandbox's development key. */
    XENDIT_SECRET_KEY: z.string().min(16).max(200).optional(),
    /** Xendit's static `x-callback-token` for webhooks (Dashboard -> Webhooks): a raw string, compared as is. */
    XENDIT_CALLBACK_TOKEN: z.string().min(16).max(200).default(DEVELOPMENT_CALLBACK_TOKEN),
    /**
     * Standard Webhooks secret(s) of the callbacks' `webhook-signature`: `whsec_` + base64 of 16-64 random
     * bytes (`echo whsec_$(openssl rand -base64 24)`), several separated by spaces while rotating (the
     * first signs). Unset: the callback token's own bytes written as `whsec_` (the key used before ADR 0120).
     * The format is `WEBHOOK_SECRET_PATTERN` of server/http/standard-webhooks.ts (config imports no http).
     */
    XENDIT_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{22,88}={0,2}( whsec_[A-Za-z0-9+/]{22,88}={0,2})*$/, {
        error: "expected whsec_ + base64 of 16-64 bytes (several separated by spaces)",
      })
      .optional(),
    /** Where the sandbox delivers callbacks; unset: in-process to this server's webhook receiver. */
    PAYMENT_CALLBACK_URL: httpUrl.optional(),
    /** Minutes a placed order may be paid (its stock stays claimed until then). */
    PAYMENT_WINDOW_MINUTES: intIn(1, 24 * 60).default(30),
    /**
     * Redis (redis:// or rediss://) for the waiting room's places and admissions (ADR 0124) and the
     * cross-process live updates' pub/sub and streams (ADR 0125). Unset: the database does both (PGlite
     * or PostgreSQL), behind the same interfaces.
     */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "expected a redis:// or rediss:// URL" }).optional(),
    /** Namespaces this deployment's Redis keys (several deployments or benches may share one Redis). */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, { error: "letters, digits, :, _ and - only" })
      .default("tiketin:"),
    /**
     * The operator's token for `PUT /operator/events/{slug}/waiting-room` (header x-operator-token):
     * 24 to 200 characters (openssl rand -base64 32). Unset: the route refuses every call.
     */
    OPERATOR_API_TOKEN: z.string().min(24).max(200).optional(),
    /**
     * The bearer token of `GET /metrics` (Prometheus text, ADR 0135): `Authorization: Bearer <token>`,
     * 24 to 200 characters without spaces (openssl rand -hex 32). Unset: `/metrics` does not exist (404).
     */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{24,200}$/, { error: "24 to 200 printable characters, no spaces" })
      .optional(),
    /** Seed one demo event with a waiting room opening soon (the browser tests turn it off). */
    DEMO_WAITING_ROOM: booleanFlag.default(true),
    /** Admissions a minute of a waiting room that switched itself on because checkout shed load. */
    WAITING_ROOM_AUTO_RATE: intIn(1, 100_000).default(600),
    /** How often the expiry and reconciliation jobs run, milliseconds. */
    PAYMENT_JOBS_INTERVAL_MS: intIn(1_000, 3_600_000).default(30_000),
    /**
     * After how long a refund still `processing` (its callback never came) is asked about at the gateway,
     * milliseconds; 0 turns the refund reconciliation off. It runs every PAYMENT_JOBS_INTERVAL_MS.
     */
    REFUND_RECONCILE_AFTER_MS: intIn(0, 7 * 86_400_000).default(900_000),
    /** How often the "Ingatkan saya" job looks for categories that went on sale, milliseconds. */
    SALE_REMINDER_INTERVAL_MS: intIn(1_000, 3_600_000).default(30_000),
    /**
     * The pace of an organiser's message to an event's attendees: mails a minute. Each mail's outbox row
     * gets a `not_before` one minute later per this many recipients, so a large event is mailed over
     * minutes rather than in one burst to the SMTP relay.
     */
    MESSAGE_MAILS_PER_MINUTE: intIn(1, 100_000).default(500),
    /** How often unfinished attendee messages are resumed and paced mail is handed to SMTP, milliseconds. */
    MESSAGE_JOBS_INTERVAL_MS: intIn(1_000, 3_600_000).default(30_000),
    /** Minutes before an unpaid order's deadline its one "complete your payment" reminder is mailed. */
    PAYMENT_REMINDER_MINUTES: intIn(1, 24 * 60).default(10),
    /**
     * Serve the sandbox gateway's endpoints and simulator page. Default: everywhere but production.
     * `npm start` (the local demo on the embedded database) turns it on so a demo purchase can be paid.
     */
    PAYMENT_SANDBOX: booleanFlag.optional(),
    /** Seconds the sandbox's OVO push waits for approval (OVO's own window is about 55 s; tests shorten it). */
    SANDBOX_OVO_PUSH_SECONDS: intIn(3, 120).default(55),

    /**
     * The site's WhatsApp number, international format without "+" (62...): the register-event, customer
     * service and partnership links open a chat with it unless their own URL is set. The default is an
     * obvious example (all zeros) that reaches nobody: set your own.
     */
    PUBLIC_WHATSAPP_NUMBER: z
      .string()
      .regex(/^[1-9][0-9]{7,14}$/, {
        error: "expected an international number without + or spaces, e.g. 6281234567890",
      })
      .default(EXAMPLE_WHATSAPP_NUMBER),
    PUBLIC_REGISTER_EVENT_URL: httpUrl.optional(),
    PUBLIC_CUSTOMER_SERVICE_URL: httpUrl.optional(),
    PUBLIC_PARTNERSHIP_URL: httpUrl.optional(),
    PUBLIC_INSTAGRAM_URL: httpUrl.default("https://www.instagram.com/tiketin.id"),
    PUBLIC_YOUTUBE_URL: httpUrl.default("https://www.youtube.com/@tiketin.id"),
    PUBLIC_X_URL: httpUrl.default("https://x.com/tiketin_id"),
    PUBLIC_TIKTOK_URL: httpUrl.default("https://www.tiktok.com/@tiketin.id"),
  })
  .refine((config) => !(config.NODE_ENV === "production" && config.ENABLE_TEST_ROUTES), {
    path: ["ENABLE_TEST_ROUTES"],
    error: "test routes must never be enabled in production",
  })
  // The sandbox's mirror does not exist in production, so real Xendit needs its URL and key there.
  .refine(
    (config) =>
      !(
        config.NODE_ENV === "production" &&
        config.PAYMENT_GATEWAY === "xendit" &&
        (!config.XENDIT_SECRET_KEY ||
          !config.XENDIT_BASE_URL ||
          config.XENDIT_CALLBACK_TOKEN === DEVELOPMENT_CALLBACK_TOKEN)
      ),
    {
      path: ["XENDIT_SECRET_KEY"],
      error:
        "PAYMENT_GATEWAY=xendit needs XENDIT_BASE_URL, XENDIT_SECRET_KEY and its own XENDIT_CALLBACK_TOKEN in production",
    },
  )
  // A real gateway next to a fake one would let a simulator "pay" orders nobody paid.
  .refine(
    (config) =>
      !(config.PAYMENT_SANDBOX && config.PAYMENT_GATEWAY === "xendit" && config.NODE_ENV === "production"),
    {
      path: ["PAYMENT_SANDBOX"],
      error: "PAYMENT_SANDBOX cannot be on with PAYMENT_GATEWAY=xendit in production",
    },
  )
  // The mailbox hands out anyone's reset link: never where real buyers' mail is kept or really sent.
  .refine(
    (config) =>
      !(config.NODE_ENV === "production" && config.DEV_MAILBOX && (config.DATABASE_URL || config.SMTP_URL)),
    {
      path: ["DEV_MAILBOX"],
      error: "DEV_MAILBOX cannot be on in production with DATABASE_URL or SMTP_URL (it shows anyone's mail)",
    },
  )
  // Half an S3 configuration would silently write uploads to local disk instead.
  .refine(
    (config) => {
      const given = [
        config.S3_ENDPOINT,
        config.S3_BUCKET,
        config.S3_ACCESS_KEY_ID,
        config.S3_SECRET_ACCESS_KEY,
      ];
      return given.every((value) => value) || given.every((value) => !value);
    },
    {
      path: ["S3_ENDPOINT"],
      error: "set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
    },
  )
  // Outside production a fixed development key is used; in production that would mean "no encryption".
  .refine((config) => !(config.NODE_ENV === "production" && !config.DATA_ENCRYPTION_KEY), {
    path: ["DATA_ENCRYPTION_KEY"],
    error: "required in production (openssl rand -base64 32)",
  });

type ParsedConfig = z.infer<typeof envSchema>;
type DerivedSetting =
  | "PUBLIC_BASE_URL"
  | "PUBLIC_REGISTER_EVENT_URL"
  | "PUBLIC_CUSTOMER_SERVICE_URL"
  | "PUBLIC_PARTNERSHIP_URL"
  | "XENDIT_WEBHOOK_SECRET";
/**
 * The settings with every derived one known: PUBLIC_BASE_URL (given, or where the server listens) and
 * the WhatsApp links (given, or a chat with PUBLIC_WHATSAPP_NUMBER), XENDIT_WEBHOOK_SECRET (given, or
 * the callback token's bytes as a `whsec_` secret: exactly the key callbacks were signed with before
 * ADR 0120, so existing senders and receivers keep agreeing).
 */
export type Config = Omit<ParsedConfig, DerivedSetting> & Record<DerivedSetting, string>;

/** A wa.me chat with the site's number, with an opening message when there is one. */
export function whatsAppLink(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

function withDerivedSettings(parsed: ParsedConfig): Config {
  const number = parsed.PUBLIC_WHATSAPP_NUMBER;
  return {
    ...parsed,
    PUBLIC_BASE_URL: parsed.PUBLIC_BASE_URL ?? derivedBaseUrl(parsed),
    XENDIT_WEBHOOK_SECRET:
      parsed.XENDIT_WEBHOOK_SECRET ??
      `whsec_${Buffer.from(parsed.XENDIT_CALLBACK_TOKEN, "utf8").toString("base64")}`,
    PUBLIC_REGISTER_EVENT_URL:
      parsed.PUBLIC_REGISTER_EVENT_URL ?? whatsAppLink(number, "Halo, saya ingin mendaftarkan event"),
    PUBLIC_CUSTOMER_SERVICE_URL: parsed.PUBLIC_CUSTOMER_SERVICE_URL ?? whatsAppLink(number),
    PUBLIC_PARTNERSHIP_URL:
      parsed.PUBLIC_PARTNERSHIP_URL ?? whatsAppLink(number, "Halo, saya ingin bermitra dengan Tiketin"),
  };
}

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", "localhost"]);

/**
 * The site's address when PUBLIC_BASE_URL is unset: where this process listens, so every printed URL,
 * e-mail link, canonical, hreflang, robots.txt and sitemap follow PORT (a wildcard HOST means
 * "this machine": `localhost`).
 */
export function derivedBaseUrl(config: Pick<ParsedConfig, "HOST" | "PORT">): string {
  const host = WILDCARD_HOSTS.has(config.HOST)
    ? "localhost"
    : config.HOST.includes(":") && !config.HOST.startsWith("[")
      ? `[${config.HOST}]`
      : config.HOST;
  return `http://${host}:${config.PORT}`;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses settings from an environment; empty strings count as unset so `.env` templates stay harmless. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (parsed.success) return withDerivedSettings(parsed.data);
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const secretish = /URL|PASSWORD|SECRET|KEY|TOKEN/.test(name);
    const got = secretish ? "" : ` (got ${JSON.stringify(present[name] ?? null)})`;
    return `  - ${name}: ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid settings, see .env.example:\n${lines.join("\n")}`);
}

/**
 * How many threads render pages: RENDER_THREADS, else in production one per core up to 4 (renders then
 * run beside the main thread's network work and each other), else 0 (tests and development render in
 * the main thread, where a debugger and stack traces are simplest).
 */
export function renderThreads(config: Pick<Config, "RENDER_THREADS" | "NODE_ENV">): number {
  if (config.RENDER_THREADS !== undefined) return config.RENDER_THREADS;
  return config.NODE_ENV === "production" ? Math.min(4, availableParallelism()) : 0;
}

/** Whether the sandbox gateway's endpoints and simulator are served (PAYMENT_SANDBOX, else not in production). */
export function paymentSandboxEnabled(config: Pick<Config, "PAYMENT_SANDBOX" | "NODE_ENV">): boolean {
  return config.PAYMENT_SANDBOX ?? config.NODE_ENV !== "production";
}

/** Whether the outbox is readable as a mailbox (DEV_MAILBOX, else not in production). */
export function devMailboxEnabled(config: Pick<Config, "DEV_MAILBOX" | "NODE_ENV">): boolean {
  return config.DEV_MAILBOX ?? config.NODE_ENV !== "production";
}
