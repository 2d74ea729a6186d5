import { RETAIL_OUTLETS, type RetailOutlet } from "./gateway-codes.ts";
import { KEEP_RECEIPT } from "./how-to-pay-phrases.ts";
import type { HowToPaySteps, MethodEntry } from "./types.ts";

/** Retail cash payment: at most Rp 2,500,000 per transaction (spec section 9); Rp 10,000 at least. */
export const RETAIL_MIN_RUPIAH = 10_000;
export const RETAIL_MAX_RUPIAH = 2_500_000;

/**
 * The retail outlets where the buyer pays cash with a payment code. `outlet` is Xendit's
 * `retail_outlet_name` (the method code is it in lower case, and so is the logo's file name). A new
 * outlet is its code in `gateway-codes.ts`, a row here and its steps in `RETAIL_HOW_TO_PAY` below.
 */
const OUTLET_NAMES: Record<RetailOutlet, string> = { ALFAMART: "Alfamart", INDOMARET: "Indomaret" };
export const RETAIL_OUTLET_ROWS = RETAIL_OUTLETS.map((outlet) => ({ outlet, name: OUTLET_NAMES[outlet] }));

export const RETAIL_METHODS: readonly MethodEntry[] = RETAIL_OUTLET_ROWS.map(
  ({ outlet, name }): MethodEntry => {
    const code = outlet.toLowerCase();
    return {
      code,
      name,
      group: "retail",
      fee: { kind: "none" },
      minAmount: RETAIL_MIN_RUPIAH,
      maxAmount: RETAIL_MAX_RUPIAH,
      logos: [code],
      vaBank: null,
      ewalletChannel: null,
      retailOutlet: outlet,
    };
  },
);

/** Each outlet's how-to-pay steps; apart from the rows so browser bundles leave the text out. */
export const RETAIL_HOW_TO_PAY = {
  ALFAMART: {
    id: [
      {
        title: "Di kasir Alfamart, Alfamidi, atau Dan+Dan",
        steps: [
          "Datang ke gerai Alfamart, Alfamidi, atau Dan+Dan terdekat.",
          "Sampaikan ke kasir bahwa kamu ingin melakukan pembayaran ke Tiketin melalui Xendit.",
          "Tunjukkan kode pembayaran {number}.",
          "Bayar {amount} secara tunai (maksimal Rp 2.500.000 per transaksi). Kasir dapat menambahkan biaya admin.",
          KEEP_RECEIPT.id,
        ],
      },
    ],
    en: [
      {
        title: "At the Alfamart, Alfamidi or Dan+Dan cashier",
        steps: [
          "Go to the nearest Alfamart, Alfamidi or Dan+Dan store.",
          "Tell the cashier you want to make a payment to Tiketin through Xendit.",
          "Show the payment code {number}.",
          "Pay {amount} in cash (at most Rp 2,500,000 per transaction). The cashier may add an admin fee.",
          KEEP_RECEIPT.en,
        ],
      },
    ],
  },
  INDOMARET: {
    id: [
      {
        title: "Di kasir Indomaret",
        steps: [
          "Datang ke gerai Indomaret terdekat.",
          "Sampaikan ke kasir bahwa kamu ingin melakukan pembayaran ke Tiketin melalui Xendit.",
          "Tunjukkan kode pembayaran {number}.",
          "Bayar {amount} secara tunai (maksimal Rp 2.500.000 per transaksi). Kasir dapat menambahkan biaya admin.",
          KEEP_RECEIPT.id,
        ],
      },
    ],
    en: [
      {
        title: "At the Indomaret cashier",
        steps: [
          "Go to the nearest Indomaret store.",
          "Tell the cashier you want to make a payment to Tiketin through Xendit.",
          "Show the payment code {number}.",
          "Pay {amount} in cash (at most Rp 2,500,000 per transaction). The cashier may add an admin fee.",
          KEEP_RECEIPT.en,
        ],
      },
    ],
  },
} satisfies Record<RetailOutlet, HowToPaySteps>;
