import type { Catalog } from "../../catalog.ts";

/** Pesan validasi isian formulir: dimuat oleh halaman dan modal yang punya formulir. */
export const validationId: Catalog["validation"] = {
  field_empty: "Wajib diisi",
  invalid_email: "Email tidak valid",
  three_chars: "Minimal 3 karakter",
  eight_chars: "Minimal 8 karakter",
  invalid_characters: "Mengandung karakter yang tidak diizinkan",
  invalid_number: "Masukkan angka yang valid",
  nik_invalid: "NIK tidak valid",
  number_only: "Hanya angka",
  text_only: "Hanya huruf",
  too_short: "Minimal {min} karakter",
  too_long: "Maksimal {max} karakter",
  too_small: "Minimal {min}",
  too_big: "Maksimal {max}",
  invalid_type: "Nilai tidak valid",
  invalid_value: "Pilih salah satu nilai yang tersedia",
  unknown_field: "Isian ini tidak diizinkan",
  tax_rate_range: "Isi tarif pajak 0 sampai 100 % dengan paling banyak 2 desimal",
  otp_code: "Masukkan 6 digit kode dari aplikasi autentikator",
  recovery_code: "Masukkan kode pemulihan seperti ABCD-EFGH-IJKL",
};
