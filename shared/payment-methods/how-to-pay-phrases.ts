import type { Localized } from "./types.ts";

/** Steps many banks and outlets end with, worded once per language. */
export const CHECK_AND_CONFIRM: Localized<string> = {
  id: "Pastikan nama tertera Tiketin dan jumlahnya {amount}, lalu konfirmasi.",
  en: "Check that the name shows Tiketin and the amount is {amount}, then confirm.",
};
export const KEEP_RECEIPT: Localized<string> = {
  id: "Simpan bukti pembayaran. Halaman ini otomatis berubah menjadi Pembayaran Berhasil setelah bank mengonfirmasi.",
  en: "Keep the receipt. This page turns to Payment Success by itself once the bank confirms.",
};
