import type { CheckoutBody } from "#shared/contracts/checkout.ts";

/** One buyer's checkout as received: who, what, and the idempotency key with the request's hash. */
export interface TicketRequest {
  buyerId: string;
  body: CheckoutBody;
  key: string | null;
  hash: string;
}
