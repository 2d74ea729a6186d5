import type { EventCategory } from "#shared/contracts/events.ts";

/** Indonesian copy for descriptions and terms: organisers on the platform write in Indonesian. */

const OPENINGS: Record<EventCategory, readonly string[]> = {
  concert: [
    "Malam yang sudah lama ditunggu akhirnya tiba. {lineup} naik panggung di {venue} membawakan lagu-lagu terbaik mereka, dari yang paling baru sampai yang paling sering kamu nyanyikan bareng teman.",
    "{lineup} kembali menyapa {city}! Siapkan suaramu untuk bernyanyi bersama dalam satu malam penuh cerita di {venue}.",
  ],
  festival: [
    "Dua hari penuh musik, kuliner khas daerah, dan pasar kreatif di {venue}. Tampil {lineup} di panggung utama, ditambah puluhan tenant makanan dan minuman lokal.",
    "Festival tahunan kebanggaan warga {city} hadir lagi di {venue}, kali ini bersama {lineup}. Ajak keluarga dan teman, ada area bermain anak dan mushola di lokasi.",
  ],
  sport: [
    "Saksikan langsung pertandingan seru di {venue}. {lineup} siap memberikan yang terbaik di depan pendukungnya. Datang lebih awal, pintu dibuka dua jam sebelum pertandingan.",
    "Laga yang dinanti pecinta olahraga {city}: {lineup} bertemu di {venue}. Dukung tim favoritmu dan rasakan atmosfer stadion secara langsung.",
  ],
  fun_run: [
    "Lari santai menyusuri jalan-jalan ikonik {city}, mulai dan selesai di {venue}. Didampingi {lineup}, cocok untuk pelari pemula maupun yang sedang mengejar catatan waktu terbaik.",
    "Ayo bergerak bersama ribuan pelari di {city}! Rute steril dari kendaraan, water station tiap 2,5 km, dan medali finisher untuk semua peserta. Pacer: {lineup}.",
  ],
};

const CLOSINGS: Record<EventCategory, string> = {
  concert:
    "Tiket dijual per kategori dengan jumlah terbatas. Penukaran tiket fisik tidak diperlukan: cukup tunjukkan e-ticket (QR code) di pintu masuk.",
  festival:
    "Satu tiket berlaku untuk satu orang sesuai hari yang dipilih. Anak di bawah 5 tahun gratis dengan pendampingan orang tua.",
  sport:
    "Penonton wajib duduk sesuai tribun pada tiket. Dilarang membawa flare, petasan, dan senjata tajam ke dalam stadion.",
  fun_run:
    "Race pack (jersey, BIB, dan timing chip) diambil H-2 dan H-1 di lokasi yang akan diumumkan melalui e-mail. Wajib membawa e-ticket dan kartu identitas.",
};

const COMMON_TERMS = [
  "Tiket yang sudah dibeli tidak dapat dikembalikan (non-refundable) dan tidak dapat dibatalkan.",
  "E-ticket dikirim ke e-mail pembeli setelah pembayaran dikonfirmasi.",
  "Satu e-ticket berlaku untuk satu orang dan hanya dapat dipindai satu kali.",
  "Penyelenggara berhak menolak masuk pengunjung yang tidak mematuhi aturan keamanan.",
];

const EXTRA_TERMS: Record<EventCategory, string> = {
  concert: "Dilarang membawa kamera profesional, tongsis, makanan, dan minuman dari luar.",
  festival: "Gelang akses harus dipakai selama berada di area festival dan tidak dapat dipindahtangankan.",
  sport: "Anak di atas 3 tahun wajib memiliki tiket sendiri.",
  fun_run: "Peserta wajib dalam kondisi sehat dan bertanggung jawab atas kondisi kesehatannya sendiri.",
};

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export function describeEvent(
  category: EventCategory,
  variant: number,
  vars: { lineup: string; venue: string; city: string },
): string {
  const openings = OPENINGS[category];
  const opening = openings[variant % openings.length] ?? "";
  return `${fill(opening, vars)}\n\n${CLOSINGS[category]}`;
}

export function eventTerms(category: EventCategory): string {
  return [...COMMON_TERMS, EXTRA_TERMS[category]].map((line, i) => `${i + 1}. ${line}`).join("\n");
}

export const TENTATIVE_NOTES = [
  "Tanggal dapat berubah menyesuaikan izin keramaian dari kepolisian. Pemegang tiket akan dikabari lewat e-mail.",
  "Jadwal masih menunggu konfirmasi venue. Tiket tetap berlaku untuk tanggal pengganti.",
];

/** Payment method codes the demo vouchers are limited to: codes of the payment method registry. */
export const PAYMENT_METHODS = {
  qris: "qris",
  vaBca: "va_bca",
  vaMandiri: "va_mandiri",
  ovo: "ovo",
  gopay: "gopay",
  shopeepay: "shopeepay",
  card: "card",
} as const;
