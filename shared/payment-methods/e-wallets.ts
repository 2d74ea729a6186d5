import type { EwalletChannel } from "./gateway-codes.ts";
import type { MethodEntry } from "./types.ts";

/**
 * The e-wallets, in the order the buyer sees them. `channel` is Xendit's `channel_code` of the charge;
 * the logo's file name is the code. OVO approves by a push to the buyer's number (a phone field, a
 * shorter window); the others redirect to the wallet, so how a wallet is approved is decided by its
 * channel where the payment flows, not here.
 */
const E_WALLETS: readonly { code: string; name: string; channel: EwalletChannel }[] = [
  { code: "shopeepay", name: "ShopeePay", channel: "ID_SHOPEEPAY" },
  { code: "gopay", name: "GoPay", channel: "ID_GOPAY" },
  { code: "ovo", name: "OVO", channel: "ID_OVO" },
];

export const E_WALLET_METHODS: readonly MethodEntry[] = E_WALLETS.map(
  ({ code, name, channel }): MethodEntry => ({
    code,
    name,
    group: "ewallet",
    fee: { kind: "none" },
    minAmount: null,
    maxAmount: null,
    logos: [code],
    vaBank: null,
    ewalletChannel: channel,
    retailOutlet: null,
  }),
);
