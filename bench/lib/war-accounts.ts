import type pg from "pg";
import type { createAddressBook } from "./war-addresses.ts";
import { type Buyer, newBuyer } from "./war-buyer.ts";
import type { Phone, WarHttp } from "./war-http.ts";
import type { WarOptions } from "./war-options.ts";

/**
 * A sample of buyers goes through the real account API, as a person would: sign up (POST
 * /auth/register, which mails a verification link), open the link from their mailbox (the server's
 * mail outbox, read like an inbox: the dev mailbox is off in production beside DATABASE_URL) by POSTing
 * its token to /auth/verify-email, then sign in (POST /auth/login) for the session they queue with.
 * Each sign-up and sign-in costs a memory-hard hash (scrypt, about half a second of one core), which is
 * why the rest of the buyers get sessions written into the database (said so in the report).
 */

const PASSWORD = "perang-tiket-2026";
const VERIFY_LINK = /verify-email\?token=([A-Za-z0-9_-]+)/;

export interface ApiAccount {
  id: string;
  /** The session the sign-in set (also left in the phone's jar). */
  token: string;
}

export interface ApiAccountFailure {
  step: "register" | "mail" | "verify" | "login";
  status: number | string;
}

async function mailedToken(pool: pg.Pool, email: string): Promise<string | null> {
  // The mail is written in the sign-up's own transaction: it is there when the 201 is.
  const { rows } = await pool.query<{ text: string }>(
    'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 5',
    [email],
  );
  for (const row of rows) {
    const token = VERIFY_LINK.exec(row.text)?.[1];
    if (token) return token;
  }
  return null;
}

/** Signs one buyer up, verifies the address and signs in, from the phone's own address. */
export async function signUpThroughApi(
  http: WarHttp,
  pool: pg.Pool,
  phone: Phone,
  email: string,
  sessionCookie: string,
): Promise<ApiAccount | ApiAccountFailure> {
  const registered = await http.tryCall(phone, "register", "POST", "/api/v1/auth/register", {
    type: "password",
    name: "Pembeli Perang Tiket",
    email,
    password: PASSWORD,
    dob: "1998-04-12",
    gender: "Female",
  });
  if (registered?.status !== 201) return { step: "register", status: registered?.status ?? "network" };
  const id = String((registered.body?.data?.user as { id?: string } | undefined)?.id ?? "");
  const token = await mailedToken(pool, email);
  if (!token) return { step: "mail", status: "no verification mail" };
  const verified = await http.tryCall(phone, "verify", "POST", "/api/v1/auth/verify-email", { token });
  if (verified?.status !== 200) return { step: "verify", status: verified?.status ?? "network" };
  // A new sign-in, as on another day or device: the sign-up's session is dropped first.
  phone.cookies.delete(sessionCookie);
  const signedIn = await http.tryCall(phone, "login", "POST", "/api/v1/auth/login", {
    type: "password",
    email,
    password: PASSWORD,
  });
  const session = phone.cookies.get(sessionCookie)?.split("=")[1];
  if (signedIn?.status !== 200 || !session) return { step: "login", status: signedIn?.status ?? "network" };
  return { id, token: session };
}

/** Runs `work` over `items`, `lanes` at a time. */
export async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * The honest buyers: half arrive over the `earlySeconds` before the opening (each draws a random
 * place), the rest over `spreadSeconds` after it; `apiAccounts` of them, spread evenly, have no account
 * yet (they sign up through the API, from an address of their own: sign-ups are limited per address),
 * the others take the DB-inserted `accounts` in order.
 */
export function honestBuyers(
  o: WarOptions,
  accounts: readonly { id: string; token: string }[],
  addresses: ReturnType<typeof createAddressBook>,
  phoneOf: (address: string, token: string | null, i: number) => Phone,
): Buyer[] {
  const half = Math.floor(o.buyers / 2);
  const every = o.apiAccounts > 0 ? o.buyers / o.apiAccounts : Number.POSITIVE_INFINITY;
  const api = new Set(Array.from({ length: o.apiAccounts }, (_, n) => Math.floor(n * every)));
  let next = 0;
  return Array.from({ length: o.buyers }, (_, i) => {
    const account = api.has(i) ? null : accounts[next++]!;
    return newBuyer({
      i,
      id: account?.id ?? "",
      kind: "honest",
      account: account ? "db" : "api",
      phone: phoneOf(account ? addresses.honest(Math.random()) : addresses.own(), account?.token ?? null, i),
      arriveAt: i < half ? -Math.random() * o.earlySeconds * 1_000 : Math.random() * o.spreadSeconds * 1_000,
      willAbandon: Math.random() < o.abandon,
    });
  });
}

/** Signs the API sample up, four at a time; answers the failures by step and status. */
export async function signUpSample(
  buyers: Buyer[],
  deps: { http: WarHttp; pool: pg.Pool; sessionCookie: string; log: (message: string) => void },
): Promise<Record<string, number>> {
  const failures: Record<string, number> = {};
  const sample = buyers.filter((b) => b.account === "api");
  if (sample.length === 0) return failures;
  deps.log(`${sample.length} buyers sign up, verify their address and sign in through the API`);
  const started = Date.now();
  await inLanes(sample, 4, async (buyer) => {
    const email = `war-api-${buyer.i}@example.com`;
    const result = await signUpThroughApi(deps.http, deps.pool, buyer.phone, email, deps.sessionCookie);
    if ("id" in result) buyer.id = result.id;
    else {
      const key = `${result.step} ${result.status}`;
      failures[key] = (failures[key] ?? 0) + 1;
      buyer.outcome = "failed";
    }
  });
  deps.log(`API accounts ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failures;
}
