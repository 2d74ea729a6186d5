/**
 * Xendit's literal codes of the channels offered, in the order the buyer sees them. This file imports
 * nothing, so the contract's enums and the registry's types can both start from it. Each family's file
 * keys its rows and how-to-pay steps by these codes, so the compiler asks for both when a code is added.
 */
export const VA_BANK_CODES = [
  "BCA",
  "BRI",
  "MANDIRI",
  "BNI",
  "PERMATA",
  "BSI",
  "SAHABAT_SAMPOERNA",
  "BJB",
  "CIMB",
] as const;
export type VaBankCode = (typeof VA_BANK_CODES)[number];

export const RETAIL_OUTLETS = ["ALFAMART", "INDOMARET"] as const;
export type RetailOutlet = (typeof RETAIL_OUTLETS)[number];

/** Xendit's e-wallet `channel_code` values (more than the wallets offered; each wallet's row names its own). */
export const EWALLET_CHANNELS = ["ID_OVO", "ID_GOPAY", "ID_SHOPEEPAY", "ID_DANA", "ID_LINKAJA"] as const;
export type EwalletChannel = (typeof EWALLET_CHANNELS)[number];
