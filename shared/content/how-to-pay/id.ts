import type { HowToPayContent } from "./types.ts";

const CHECK_AND_CONFIRM = "Pastikan nama tertera Tiketin dan jumlahnya {amount}, lalu konfirmasi.";
const KEEP_RECEIPT =
  "Simpan bukti pembayaran. Halaman ini otomatis berubah menjadi Pembayaran Berhasil setelah bank mengonfirmasi.";

/** Langkah cara bayar dalam bahasa Indonesia; nama menu ditulis seperti yang tampil di menu bank. */
export const howToPayId: HowToPayContent = {
  bca: [
    {
      title: "ATM BCA",
      steps: [
        "Masukkan kartu ATM BCA dan PIN kamu.",
        'Pilih "Transaksi Lainnya", lalu "Transfer", lalu "ke Rekening BCA Virtual Account".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BCA mobile (m-BCA)",
      steps: [
        'Buka BCA mobile, pilih "m-BCA", lalu masukkan kode akses.',
        'Pilih "m-Transfer", lalu "BCA Virtual Account".',
        "Masukkan nomor virtual account {number}, lalu ketuk Send.",
        CHECK_AND_CONFIRM,
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
  bri: [
    {
      title: "ATM BRI",
      steps: [
        "Masukkan kartu ATM BRI dan PIN kamu.",
        'Pilih "Transaksi Lain", lalu "Pembayaran", lalu "Lainnya", lalu "BRIVA".',
        "Masukkan nomor BRIVA {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BRImo",
      steps: [
        "Masuk ke aplikasi BRImo.",
        'Pilih menu "BRIVA" pada menu pembayaran.',
        "Masukkan nomor BRIVA {number}, lalu ketuk Lanjutkan.",
        CHECK_AND_CONFIRM,
        "Masukkan PIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  mandiri: [
    {
      title: "ATM Mandiri",
      steps: [
        "Masukkan kartu debit Mandiri dan PIN kamu.",
        'Pilih "Bayar/Beli", lalu "Lainnya", lalu "Multi Payment".',
        "Masukkan nomor virtual account {number} sebagai kode bayar, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        "Tekan 1 untuk memilih tagihan, lalu Ya untuk membayar.",
        KEEP_RECEIPT,
      ],
    },
    {
      title: "Livin' by Mandiri",
      steps: [
        "Masuk ke aplikasi Livin' by Mandiri.",
        'Ketuk "Bayar", lalu pilih "Virtual Account" (atau cari penyedia jasa di "e-Commerce").',
        "Masukkan nomor virtual account {number}, lalu ketuk Lanjutkan.",
        CHECK_AND_CONFIRM,
        "Masukkan MPIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  bni: [
    {
      title: "ATM BNI",
      steps: [
        "Masukkan kartu ATM BNI dan PIN kamu.",
        'Pilih "Menu Lain", lalu "Transfer", lalu "Virtual Account Billing".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BNI Mobile Banking (wondr)",
      steps: [
        "Masuk ke BNI Mobile Banking.",
        'Pilih "Transfer", lalu "Virtual Account Billing".',
        "Masukkan nomor virtual account {number} pada input baru.",
        CHECK_AND_CONFIRM,
        "Masukkan password transaksi untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  permata: [
    {
      title: "ATM Permata",
      steps: [
        "Masukkan kartu ATM Permata dan PIN kamu.",
        'Pilih "Transaksi Lainnya", lalu "Pembayaran", lalu "Pembayaran Lainnya", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "PermataMobile X",
      steps: [
        "Masuk ke aplikasi PermataMobile X.",
        'Ketuk "Bayar Tagihan", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}.",
        CHECK_AND_CONFIRM,
        "Masukkan token SMS atau PIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  bsi: [
    {
      title: "ATM BSI",
      steps: [
        "Masukkan kartu ATM BSI dan PIN kamu.",
        'Pilih "Menu Lainnya", lalu "Pembayaran/Pembelian", lalu "Institusi".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "BSI Mobile (BYOND)",
      steps: [
        "Masuk ke aplikasi BSI Mobile.",
        'Pilih "Bayar", lalu "E-Commerce" dan pilih merchant, atau "Virtual Account".',
        "Masukkan nomor virtual account {number}.",
        CHECK_AND_CONFIRM,
        "Masukkan PIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  sahabat_sampoerna: [
    {
      title: "Aplikasi Bank Sahabat Sampoerna",
      steps: [
        "Masuk ke aplikasi Bank Sahabat Sampoerna.",
        'Pilih "Transfer", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}.",
        CHECK_AND_CONFIRM,
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
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
  ],
  bjb: [
    {
      title: "ATM bjb",
      steps: [
        "Masukkan kartu ATM bjb dan PIN kamu.",
        'Pilih "Transaksi Lainnya", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "DIGI by bjb",
      steps: [
        "Masuk ke aplikasi DIGI by bjb.",
        'Pilih "Pembayaran", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}.",
        CHECK_AND_CONFIRM,
        "Masukkan PIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  cimb: [
    {
      title: "ATM CIMB Niaga",
      steps: [
        "Masukkan kartu ATM CIMB Niaga dan PIN kamu.",
        'Pilih "Pembayaran", lalu "Virtual Account".',
        "Masukkan nomor virtual account {number}, lalu pilih Benar.",
        CHECK_AND_CONFIRM,
        KEEP_RECEIPT,
      ],
    },
    {
      title: "OCTO Mobile",
      steps: [
        "Masuk ke aplikasi OCTO Mobile.",
        'Ketuk "Transfer", lalu "Rekening CIMB Niaga Lain" dan pilih "Virtual Account".',
        "Masukkan nomor virtual account {number}.",
        CHECK_AND_CONFIRM,
        "Masukkan PIN atau mPIN untuk menyelesaikan pembayaran.",
      ],
    },
  ],
  alfamart: [
    {
      title: "Di kasir Alfamart, Alfamidi, atau Dan+Dan",
      steps: [
        "Datang ke gerai Alfamart, Alfamidi, atau Dan+Dan terdekat.",
        "Sampaikan ke kasir bahwa kamu ingin melakukan pembayaran ke Tiketin melalui Xendit.",
        "Tunjukkan kode pembayaran {number}.",
        "Bayar {amount} secara tunai (maksimal Rp 2.500.000 per transaksi). Kasir dapat menambahkan biaya admin.",
        KEEP_RECEIPT,
      ],
    },
  ],
  indomaret: [
    {
      title: "Di kasir Indomaret",
      steps: [
        "Datang ke gerai Indomaret terdekat.",
        "Sampaikan ke kasir bahwa kamu ingin melakukan pembayaran ke Tiketin melalui Xendit.",
        "Tunjukkan kode pembayaran {number}.",
        "Bayar {amount} secara tunai (maksimal Rp 2.500.000 per transaksi). Kasir dapat menambahkan biaya admin.",
        KEEP_RECEIPT,
      ],
    },
  ],
};
