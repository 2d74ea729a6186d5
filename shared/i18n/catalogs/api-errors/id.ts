import type { Catalog } from "../../catalog.ts";

/** Pesan galat API per kode (spec bagian 8), hanya dipakai server. */
export const apiErrorsId: Catalog["apiErrors"] = {
  bad_request: "Permintaan tidak valid.",
  validation_failed: "Periksa kembali isian yang ditandai.",
  malformed_json: "Isi permintaan bukan JSON yang valid.",
  invalid_text: "Permintaan berisi karakter yang tidak dapat diterima (misalnya karakter NUL).",
  invalid_header: "Header permintaan tidak valid.",
  unauthorized: "Silakan masuk untuk melanjutkan.",
  forbidden: "Akun kamu tidak memiliki akses ke halaman ini.",
  two_factor_required:
    "Organisasi ini mewajibkan masuk dua langkah. Aktifkan di pengaturan keamanan akunmu untuk melanjutkan.",
  not_found: "Data tidak ditemukan.",
  route_not_found: "Alamat API ini tidak ada.",
  method_not_allowed: "Metode ini tidak diizinkan untuk alamat ini.",
  conflict: "Permintaan bertentangan dengan kondisi saat ini.",
  admission_required: "Penjualan ini memakai ruang tunggu. Silakan tunggu giliran Anda di antrean.",
  personal_data_unreadable:
    "Data pribadi terlindungi pada data ini tidak dapat dibaca. Silakan hubungi kami.",
  payload_too_large: "Isi permintaan terlalu besar.",
  unsupported_media_type: "Kirim isi permintaan sebagai application/json.",
  rule_refused: "Permintaan ditolak.",
  reset_link_expired:
    "Tautan atur ulang kata sandi sudah kedaluwarsa atau sudah dipakai. Silakan minta tautan baru.",
  link_expired: "Tautan ini sudah kedaluwarsa atau sudah dipakai.",
  too_many_requests: "Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.",
  internal: "Terjadi kesalahan di sistem kami. Silakan coba lagi.",
  service_unavailable: "Layanan sedang tidak tersedia. Silakan coba lagi.",
};
