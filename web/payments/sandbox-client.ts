import type { SandboxInstrument } from "#shared/contracts/payments.ts";

/**
 * Browser calls to the sandbox gateway (development and test only). It speaks Xendit's plain JSON, not
 * our envelope, and lives outside `/api/v1`, as Xendit's own host would.
 */
export interface SimulateResult {
  status: "COMPLETED" | "FAILED" | "REJECTED";
  error_code?: string | null;
  message?: string;
}

async function call<T>(
  url: string,
  method: "GET" | "POST",
  body?: unknown,
): Promise<{ ok: boolean; status: number; data: T | null }> {
  const response = await fetch(url, {
    method,
    headers:
      body === undefined
        ? { accept: "application/json" }
        : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => null)) as T | null;
  return { ok: response.ok, status: response.status, data };
}

export function readInstrument(base: string, externalId: string) {
  return call<SandboxInstrument>(`${base}/simulator/${encodeURIComponent(externalId)}`, "GET");
}

/**
 * The simulator's one action per instrument. It goes through our server, which pays (or declines) the
 * signed-in buyer's own order as the bank, app or cashier would; Xendit's own simulate endpoints need
 * the secret key, which never reaches a browser.
 */
export function simulate(base: string, instrument: SandboxInstrument, action: "pay" | "reject") {
  const id = encodeURIComponent(instrument.external_id);
  return call<SimulateResult>(`${base}/simulator/${id}/${action}`, "POST", {});
}

export interface CardTokenResult {
  id: string;
  status: "VERIFIED" | "FAILED";
  masked_card_number: string;
  card_info: { brand: string; type: string };
  failure_reason: string | null;
}

/** Xendit.js `createToken`'s job: the card goes from the browser to the gateway, never to our API. */
export function tokenizeCard(
  base: string,
  card: { card_number: string; card_exp_month: string; card_exp_year: string; card_cvn: string },
) {
  return call<CardTokenResult>(`${base}/credit_card_tokens`, "POST", card);
}
