import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { buyPaidTicket, checkInLink, type PaidTicket, ticketDetail } from "../support/e-tickets.ts";

/**
 * What the whole sweep shares, made once per worker (one signed-in state and one paid order
 * reused across the sweep): a buyer with one paid ticket (its order, its code) and a check-in link for
 * that ticket's event. Screens that change what they show (a transfer, a checkout, an order waiting for
 * payment) make their own buyer instead, so no screen depends on the order the others run in.
 */
export interface SweepWorld {
  cookies: Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];
  buyer: { name: string; email: string };
  ticket: PaidTicket;
  orderExternalId: string;
  code: string;
  gatePath: string;
}

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SWEEP_BASE_URL = `http://127.0.0.1:${PORT}`;

/** `slot`: the worker's parallel index, unique among the workers running at once. */
export async function makeWorld(slot: number): Promise<SweepWorld> {
  const request = await playwrightRequest.newContext({ baseURL: SWEEP_BASE_URL });
  try {
    const buyer = { name: "Ayu Kartika Sari", email: `sweep-${slot}-${Date.now()}@example.com` };
    const session = await request.post("/api/v1/__test/session", { data: buyer });
    if (!session.ok()) throw new Error(`sweep session: ${session.status()}`);
    // Its own event per worker, away from the events other check-in tests take (0, 1, 2 and -1), so
    // issuing this link does not revoke theirs.
    const ticket = await buyPaidTicket(request, buyer, 4 + slot);
    const detail = await ticketDetail(request, ticket.ticketId);
    const link = await checkInLink(request, ticket.eventSlug);
    const orders = await request.get("/api/v1/transaction/transaction-histories");
    const order = ((await orders.json()) as { data: { rows: { external_id: string }[] } }).data.rows[0];
    if (!order) throw new Error("the sweep's paid order is not in the history");
    return {
      cookies: (await request.storageState()).cookies,
      buyer,
      ticket,
      orderExternalId: order.external_id,
      code: detail.qr_payload,
      gatePath: link.path,
    };
  } finally {
    await request.dispose();
  }
}
