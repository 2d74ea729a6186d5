import { VA_BANK_CODES, type VaBankCode } from "./gateway-codes.ts";
import { CHECK_AND_CONFIRM, KEEP_RECEIPT } from "./how-to-pay-phrases.ts";
import type { HowToPaySteps, MethodEntry } from "./types.ts";

/** Spec section 9: virtual account admin fee Rp 6,000 per transaction. */
export const VA_FEE_RUPIAH = 6_000;

/**
 * The virtual-account banks of spec section 2, in the order the buyer sees them. `bank` is Xendit's
 * `bank_code` (the method code is `va_` + it in lower case, and so is the logo's file name); `prefix`
 * is the bank's merchant prefix of our fixed VA numbers (sandbox values shaped like Xendit's
 * `merchant_code`). A new bank is its code in `gateway-codes.ts`, a row here, its steps in `VA_HOW_TO_PAY` below (and its logo
 * under `public/payment-logos/`).
 */
const VA_BANK_ROWS: Record<VaBankCode, { name: string; prefix: string }> = {
  BCA: { name: "BCA", prefix: "10766" },
  BRI: { name: "BRI", prefix: "26215" },
  MANDIRI: { name: "Mandiri", prefix: "88608" },
  BNI: { name: "BNI", prefix: "8808" },
  PERMATA: { name: "Permata", prefix: "8214" },
  BSI: { name: "BSI", prefix: "9347" },
  SAHABAT_SAMPOERNA: { name: "Bank Sahabat Sampoerna", prefix: "9122" },
  BJB: { name: "BJB", prefix: "1234" },
  CIMB: { name: "CIMB Niaga", prefix: "5919" },
};
export const VA_BANKS = VA_BANK_CODES.map((bank) => ({ bank, ...VA_BANK_ROWS[bank] }));

export const VA_METHODS: readonly MethodEntry[] = VA_BANKS.map(({ bank, name }): MethodEntry => {
  const code = `va_${bank.toLowerCase()}`;
  return {
    code,
    name: `${name} Virtual Account`,
    group: "va",
    fee: { kind: "flat", rupiah: VA_FEE_RUPIAH },
    minAmount: null,
    maxAmount: null,
    logos: [code],
    vaBank: bank,
    ewalletChannel: null,
    retailOutlet: null,
  };
});

/**
 * Each bank's how-to-pay steps; menu names are quoted as the bank's own menus show them in that
 * language. A separate table (not a field of the row) so the browser bundles that import the bank list
 * leave this text out: only the payment page's server loader reads it.
 */
export const VA_HOW_TO_PAY = {
  BCA: {
    id: [
      {
        title: "ATM BCA",
        steps: [
          "Masukkan kartu ATM BCA dan PIN kamu.",
          'Pilih "Transaksi Lainnya", lalu "Transfer", lalu "ke Rekening BCA Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "BCA mobile (m-BCA)",
        steps: [
          'Buka BCA mobile, pilih "m-BCA", lalu masukkan kode akses.',
          'Pilih "m-Transfer", lalu "BCA Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu ketuk Send.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN m-BCA untuk menyelesaikan pembayaran.",
        ],
      },
      {
        title: "KlikBCA (internet banking)",
        steps: [
          "Masuk ke KlikBCA Individu.",
          'Pilih "Transfer Dana", lalu "Transfer ke BCA Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu lanjutkan.",
          "Konfirmasi dengan respons KeyBCA kamu.",
        ],
      },
    ],
    en: [
      {
        title: "BCA ATM",
        steps: [
          "Insert your BCA card and enter your PIN.",
          'Choose "Other Transactions", then "Transfer", then "To BCA Virtual Account".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "BCA mobile (m-BCA)",
        steps: [
          'Open BCA mobile and choose "m-BCA", then enter your access code.',
          'Choose "m-Transfer", then "BCA Virtual Account".',
          "Enter the virtual account number {number} and tap Send.",
          CHECK_AND_CONFIRM.en,
          "Enter your m-BCA PIN to finish.",
        ],
      },
      {
        title: "KlikBCA (internet banking)",
        steps: [
          "Log in to KlikBCA Individual.",
          'Choose "Funds Transfer", then "Transfer to BCA Virtual Account".',
          "Enter the virtual account number {number} and continue.",
          "Confirm with your KeyBCA response code.",
        ],
      },
    ],
  },
  BRI: {
    id: [
      {
        title: "ATM BRI",
        steps: [
          "Masukkan kartu ATM BRI dan PIN kamu.",
          'Pilih "Transaksi Lain", lalu "Pembayaran", lalu "Lainnya", lalu "BRIVA".',
          "Masukkan nomor BRIVA {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "BRImo",
        steps: [
          "Masuk ke aplikasi BRImo.",
          'Pilih menu "BRIVA" pada menu pembayaran.',
          "Masukkan nomor BRIVA {number}, lalu ketuk Lanjutkan.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "BRI ATM",
        steps: [
          "Insert your BRI card and enter your PIN.",
          'Choose "Other Transactions", then "Payment", then "Others", then "BRIVA".',
          "Enter the BRIVA number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "BRImo",
        steps: [
          "Log in to BRImo.",
          'Choose "BRIVA" from the payment menu.',
          "Enter the BRIVA number {number} and tap Next.",
          CHECK_AND_CONFIRM.en,
          "Enter your PIN to finish.",
        ],
      },
    ],
  },
  MANDIRI: {
    id: [
      {
        title: "ATM Mandiri",
        steps: [
          "Masukkan kartu debit Mandiri dan PIN kamu.",
          'Pilih "Bayar/Beli", lalu "Lainnya", lalu "Multi Payment".',
          "Masukkan nomor virtual account {number} sebagai kode bayar, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          "Tekan 1 untuk memilih tagihan, lalu Ya untuk membayar.",
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "Livin' by Mandiri",
        steps: [
          "Masuk ke aplikasi Livin' by Mandiri.",
          'Ketuk "Bayar", lalu pilih "Virtual Account" (atau cari penyedia jasa di "e-Commerce").',
          "Masukkan nomor virtual account {number}, lalu ketuk Lanjutkan.",
          CHECK_AND_CONFIRM.id,
          "Masukkan MPIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "Mandiri ATM",
        steps: [
          "Insert your Mandiri debit card and enter your PIN.",
          'Choose "Pay/Buy", then "Others", then "Multi Payment".',
          "Enter the virtual account number {number} as the payment code and choose Correct.",
          CHECK_AND_CONFIRM.en,
          "Press 1 to select the bill, then Yes to pay.",
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "Livin' by Mandiri",
        steps: [
          "Log in to Livin' by Mandiri.",
          'Tap "Pay", then choose "Virtual Account" (or search for the biller in "e-Commerce").',
          "Enter the virtual account number {number} and tap Continue.",
          CHECK_AND_CONFIRM.en,
          "Enter your MPIN to finish.",
        ],
      },
    ],
  },
  BNI: {
    id: [
      {
        title: "ATM BNI",
        steps: [
          "Masukkan kartu ATM BNI dan PIN kamu.",
          'Pilih "Menu Lain", lalu "Transfer", lalu "Virtual Account Billing".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "BNI Mobile Banking (wondr)",
        steps: [
          "Masuk ke BNI Mobile Banking.",
          'Pilih "Transfer", lalu "Virtual Account Billing".',
          "Masukkan nomor virtual account {number} pada input baru.",
          CHECK_AND_CONFIRM.id,
          "Masukkan password transaksi untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "BNI ATM",
        steps: [
          "Insert your BNI card and enter your PIN.",
          'Choose "Other Menu", then "Transfer", then "Virtual Account Billing".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "BNI Mobile Banking (wondr)",
        steps: [
          "Log in to BNI Mobile Banking.",
          'Choose "Transfer", then "Virtual Account Billing".',
          "Enter the virtual account number {number} under new input.",
          CHECK_AND_CONFIRM.en,
          "Enter your transaction password to finish.",
        ],
      },
    ],
  },
  PERMATA: {
    id: [
      {
        title: "ATM Permata",
        steps: [
          "Masukkan kartu ATM Permata dan PIN kamu.",
          'Pilih "Transaksi Lainnya", lalu "Pembayaran", lalu "Pembayaran Lainnya", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "PermataMobile X",
        steps: [
          "Masuk ke aplikasi PermataMobile X.",
          'Ketuk "Bayar Tagihan", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}.",
          CHECK_AND_CONFIRM.id,
          "Masukkan token SMS atau PIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "Permata ATM",
        steps: [
          "Insert your Permata card and enter your PIN.",
          'Choose "Other Transactions", then "Payment", then "Other Payments", then "Virtual Account".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "PermataMobile X",
        steps: [
          "Log in to PermataMobile X.",
          'Tap "Pay Bills", then "Virtual Account".',
          "Enter the virtual account number {number}.",
          CHECK_AND_CONFIRM.en,
          "Enter the SMS token or your PIN to finish.",
        ],
      },
    ],
  },
  BSI: {
    id: [
      {
        title: "ATM BSI",
        steps: [
          "Masukkan kartu ATM BSI dan PIN kamu.",
          'Pilih "Menu Lainnya", lalu "Pembayaran/Pembelian", lalu "Institusi".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "BSI Mobile (BYOND)",
        steps: [
          "Masuk ke aplikasi BSI Mobile.",
          'Pilih "Bayar", lalu "E-Commerce" dan pilih merchant, atau "Virtual Account".',
          "Masukkan nomor virtual account {number}.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "BSI ATM",
        steps: [
          "Insert your BSI card and enter your PIN.",
          'Choose "Other Menu", then "Payment/Purchase", then "Institution".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "BSI Mobile (BYOND)",
        steps: [
          "Log in to BSI Mobile.",
          'Choose "Payment", then "E-Commerce", then the merchant, or "Virtual Account".',
          "Enter the virtual account number {number}.",
          CHECK_AND_CONFIRM.en,
          "Enter your PIN to finish.",
        ],
      },
    ],
  },
  SAHABAT_SAMPOERNA: {
    id: [
      {
        title: "Aplikasi Bank Sahabat Sampoerna",
        steps: [
          "Masuk ke aplikasi Bank Sahabat Sampoerna.",
          'Pilih "Transfer", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN untuk menyelesaikan pembayaran.",
        ],
      },
      {
        title: "ATM bank lain (ATM Bersama atau PRIMA)",
        steps: [
          "Masukkan kartu ATM dan PIN kamu.",
          'Pilih "Transfer", lalu "Transfer ke Bank Lain".',
          "Masukkan kode bank 523 diikuti nomor virtual account: 523{number}.",
          "Masukkan jumlah tepat {amount} dan kosongkan nomor referensi.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
    ],
    en: [
      {
        title: "Bank Sahabat Sampoerna mobile app",
        steps: [
          "Log in to the Bank Sahabat Sampoerna app.",
          'Choose "Transfer", then "Virtual Account".',
          "Enter the virtual account number {number}.",
          CHECK_AND_CONFIRM.en,
          "Enter your PIN to finish.",
        ],
      },
      {
        title: "Another bank's ATM (ATM Bersama or PRIMA)",
        steps: [
          "Insert your card and enter your PIN.",
          'Choose "Transfer", then "Transfer to Other Bank".',
          "Enter the bank code 523 followed by the virtual account number: 523{number}.",
          "Enter the exact amount {amount} and leave the reference empty.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
    ],
  },
  BJB: {
    id: [
      {
        title: "ATM bjb",
        steps: [
          "Masukkan kartu ATM bjb dan PIN kamu.",
          'Pilih "Transaksi Lainnya", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "DIGI by bjb",
        steps: [
          "Masuk ke aplikasi DIGI by bjb.",
          'Pilih "Pembayaran", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "bjb ATM",
        steps: [
          "Insert your bjb card and enter your PIN.",
          'Choose "Other Transactions", then "Virtual Account".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "DIGI by bjb",
        steps: [
          "Log in to DIGI by bjb.",
          'Choose "Payment", then "Virtual Account".',
          "Enter the virtual account number {number}.",
          CHECK_AND_CONFIRM.en,
          "Enter your PIN to finish.",
        ],
      },
    ],
  },
  CIMB: {
    id: [
      {
        title: "ATM CIMB Niaga",
        steps: [
          "Masukkan kartu ATM CIMB Niaga dan PIN kamu.",
          'Pilih "Pembayaran", lalu "Virtual Account".',
          "Masukkan nomor virtual account {number}, lalu pilih Benar.",
          CHECK_AND_CONFIRM.id,
          KEEP_RECEIPT.id,
        ],
      },
      {
        title: "OCTO Mobile",
        steps: [
          "Masuk ke aplikasi OCTO Mobile.",
          'Ketuk "Transfer", lalu "Rekening CIMB Niaga Lain" dan pilih "Virtual Account".',
          "Masukkan nomor virtual account {number}.",
          CHECK_AND_CONFIRM.id,
          "Masukkan PIN atau mPIN untuk menyelesaikan pembayaran.",
        ],
      },
    ],
    en: [
      {
        title: "CIMB Niaga ATM",
        steps: [
          "Insert your CIMB Niaga card and enter your PIN.",
          'Choose "Payment", then "Virtual Account".',
          "Enter the virtual account number {number} and choose Correct.",
          CHECK_AND_CONFIRM.en,
          KEEP_RECEIPT.en,
        ],
      },
      {
        title: "OCTO Mobile",
        steps: [
          "Log in to OCTO Mobile.",
          'Tap "Transfer", then "Other CIMB Niaga Account" and choose "Virtual Account".',
          "Enter the virtual account number {number}.",
          CHECK_AND_CONFIRM.en,
          "Enter your PIN or mPIN to finish.",
        ],
      },
    ],
  },
} satisfies Record<VaBankCode, HowToPaySteps>;
