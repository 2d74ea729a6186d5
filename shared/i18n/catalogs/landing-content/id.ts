import type { Catalog } from "../../catalog.ts";

/** Teks Indonesia untuk bagian-bagian beranda (slider, penawaran, layanan, studi kasus, ajakan). */
export const landingContentId: Catalog["landingContent"] = {
  slidersLabel: "Sorotan",
  slideLabel: "{index} dari {total}",
  previousSlide: "Slide sebelumnya",
  nextSlide: "Slide berikutnya",
  goToSlide: "Ke slide {index}",
  eventsIntro: "Konser, festival, olahraga, dan fun run, dari yang paling dekat.",
  categoriesHeading: "Jelajahi kategori",
  sell: {
    heading: "Jual tiket tanpa komisi",
    body: "Buat event sendiri, atur kategori, kursi, dan voucher, lalu terima seluruh hasil penjualan tiketmu. Data pembeli masuk ke dasbor admin secara real time.",
    points: {
      commission: "Tanpa komisi penjualan",
      selfServe: "Buat dan kelola event sendiri",
      realtime: "Data pembeli real time",
    },
    cta: "Daftarkan event kamu",
  },
  about: {
    heading: "Tentang Tiketin",
    body: "Tiketin adalah marketplace tiket Indonesia untuk konser, festival, event olahraga, dan fun run. Pembeli membayar dengan metode yang biasa mereka pakai; penyelenggara menerima hasil penjualan tanpa dipotong komisi.",
    link: "Selengkapnya tentang kami",
  },
  clients: {
    heading: "Klien pilihan",
    body: "Penyelenggara dari berbagai skala menjual tiketnya di Tiketin.",
    names: {
      a: "Nusantara Live",
      b: "Gelora Live",
      c: "Garuda Live",
      d: "Rimba Live",
      e: "Samudra Sport",
      f: "Lari Kota",
      g: "Panggung Kita",
      h: "Festival Rakyat",
    },
  },
  stats: {
    heading: "Tiketin dalam angka",
    value: "{value}+",
    events: "event",
    tickets: "tiket terjual",
    clients: "klien",
  },
  why: {
    heading: "Kenapa Tiketin",
    items: {
      commission: { title: "Tanpa komisi", body: "Penyelenggara menerima seluruh hasil penjualan tiket." },
      groupChat: {
        title: "Grup chat untuk tiap klien",
        body: "Tim kami mendampingimu di grup khusus eventmu.",
      },
      validation: {
        title: "Pindai di perangkat apa pun",
        body: "Validasi e-ticket di pintu masuk cukup dengan ponsel, tanpa alat pemindai khusus.",
      },
      promotion: {
        title: "Promosi gratis",
        body: "Eventmu kami bagikan di media sosial Tiketin tanpa biaya.",
      },
      analytics: {
        title: "Integrasi analitik",
        body: "Hubungkan analitik dan pixel iklanmu sendiri ke halaman event.",
      },
      support: {
        title: "Layanan pelanggan 24/7",
        body: "Pembeli dan penyelenggara dibantu siang dan malam.",
      },
    },
  },
  payments: {
    heading: "Bayar dengan cara favoritmu",
    body: "Setiap pesanan bisa dibayar dengan metode yang sudah biasa dipakai pembeli.",
    groups: {
      ewallet: "E-wallet",
      va: "Virtual account",
      card: "Kartu",
      qris: "QRIS",
      retail: "Gerai ritel",
      cashier: "Bayar di kasir",
      paylater: "Paylater",
    },
    items: {
      shopeepay: "ShopeePay",
      gopay: "GoPay",
      ovo: "OVO",
      bca: "BCA",
      bri: "BRI",
      mandiri: "Mandiri",
      bni: "BNI",
      permata: "Permata",
      bsi: "BSI",
      sampoerna: "Sahabat Sampoerna",
      bjb: "BJB",
      cimb: "CIMB",
      card: "Kartu kredit dan debit",
      qris: "QRIS dari bank atau e-wallet apa pun",
      alfamart: "Alfamart",
      indomaret: "Indomaret",
      cashier: "Bayar di kasir",
      paylater: "Paylater",
    },
  },
  services: {
    heading: "Layanan khusus",
    body: "Layanan tambahan untuk penyelenggara, dibuat sesuai pesanan.",
    wristband: {
      title: "Produksi gelang",
      body: "Gelang QR code berbahan kertas atau lanyard, selesai dalam 3 sampai 10 hari.",
      link: "Lihat produksi gelang",
    },
    website: {
      title: "Website event",
      body: "Website khusus untuk eventmu, dibuat oleh tim kami dan dipesan lewat chat.",
      link: "Lihat pembuatan website event",
    },
  },
  cases: {
    heading: "Studi kasus",
    items: {
      run: {
        figure: "3.000 pelari",
        title: "Fun run kota habis terjual dalam dua hari",
        body: "Ukuran jersey race pack dipilih saat checkout, dan e-ticket dipindai di garis start dengan ponsel relawan.",
      },
      festival: {
        figure: "Festival 2 hari",
        title: "Festival dua hari tanpa komisi",
        body: "Tiket early bird, reguler, dan VIP dengan paket bundling, plus data pembeli real time untuk tim pintu masuk.",
      },
      match: {
        figure: "Arena bertempat duduk",
        title: "Penjualan per kursi untuk laga derbi",
        body: "Suporter memilih kursinya sendiri per area, dengan batas per akun agar calo tidak kebagian.",
      },
    },
  },
  cta: {
    heading: "Siap menggelar event?",
    body: "Buat eventmu hari ini, atau ngobrol dulu dengan tim kami. Kami siap membalas kapan saja.",
    create: "Buat event",
    consult: "Konsultasi dengan tim",
  },
};
