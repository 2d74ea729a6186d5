/** Indonesian cities with real public venues; the events held there are invented. */
export interface Place {
  city: string;
  venues: readonly { name: string; address: string; seated?: boolean }[];
}

export const PLACES: readonly Place[] = [
  {
    city: "Jakarta",
    venues: [
      {
        name: "Istora Senayan",
        address: "Jl. Pintu Satu Senayan, Gelora, Tanah Abang, Jakarta Pusat",
        seated: true,
      },
      { name: "JIExpo Kemayoran", address: "Jl. Benyamin Sueb, Kemayoran, Jakarta Pusat" },
      { name: "Gambir Expo", address: "Jl. Benyamin Sueb, Kemayoran, Jakarta Pusat" },
      {
        name: "Taman Ismail Marzuki",
        address: "Jl. Cikini Raya No. 73, Menteng, Jakarta Pusat",
        seated: true,
      },
      { name: "Kawasan Monas", address: "Gambir, Jakarta Pusat" },
    ],
  },
  {
    city: "Bandung",
    venues: [
      { name: "Sasana Budaya Ganesha", address: "Jl. Tamansari No. 73, Coblong, Bandung", seated: true },
      { name: "Lapangan Gasibu", address: "Jl. Diponegoro, Citarum, Bandung Wetan, Bandung" },
      { name: "Stadion Si Jalak Harupat", address: "Kutawaringin, Kabupaten Bandung" },
    ],
  },
  {
    city: "Surabaya",
    venues: [
      { name: "Grand City Convex", address: "Jl. Walikota Mustajab No. 1, Genteng, Surabaya", seated: true },
      { name: "Jatim Expo", address: "Jl. Ahmad Yani No. 99, Gayungan, Surabaya" },
      { name: "Taman Bungkul", address: "Jl. Taman Bungkul, Darmo, Wonokromo, Surabaya" },
    ],
  },
  {
    city: "Yogyakarta",
    venues: [
      { name: "Jogja Expo Center", address: "Jl. Raya Janti, Banguntapan, Bantul" },
      { name: "GOR Amongrogo", address: "Jl. Kenari, Semaki, Umbulharjo, Yogyakarta", seated: true },
      { name: "Lapangan Kridosono", address: "Jl. Yos Sudarso, Kotabaru, Gondokusuman, Yogyakarta" },
    ],
  },
  {
    city: "Bali",
    venues: [
      {
        name: "Garuda Wisnu Kencana Cultural Park",
        address: "Jl. Raya Uluwatu, Ungasan, Kuta Selatan, Badung",
      },
      { name: "Pantai Kuta", address: "Jl. Pantai Kuta, Kuta, Badung" },
      { name: "Lapangan Puputan Badung", address: "Jl. Surapati, Dangin Puri Kangin, Denpasar" },
    ],
  },
  {
    city: "Medan",
    venues: [
      { name: "Lapangan Merdeka Medan", address: "Jl. Balai Kota, Kesawan, Medan Barat, Medan" },
      {
        name: "Gedung Serbaguna Pemprov Sumut",
        address: "Jl. Pancing, Medan Estate, Deli Serdang",
        seated: true,
      },
    ],
  },
  {
    city: "Makassar",
    venues: [
      { name: "Pantai Losari", address: "Jl. Penghibur, Losari, Ujung Pandang, Makassar" },
      {
        name: "Celebes Convention Center",
        address: "Jl. Metro Tanjung Bunga, Tamalate, Makassar",
        seated: true,
      },
    ],
  },
  {
    city: "Semarang",
    venues: [
      { name: "Simpang Lima", address: "Jl. Pahlawan, Pleburan, Semarang Selatan, Semarang" },
      { name: "Marina Convention Center", address: "Jl. Yos Sudarso, Tawangsari, Semarang Barat, Semarang" },
    ],
  },
  {
    city: "Malang",
    venues: [
      { name: "Stadion Gajayana", address: "Jl. Tennes, Kauman, Klojen, Malang", seated: true },
      { name: "Lapangan Rampal", address: "Jl. Panglima Sudirman, Kesatrian, Blimbing, Malang" },
    ],
  },
  {
    city: "Palembang",
    venues: [
      {
        name: "Jakabaring Sport City",
        address: "Jl. Gubernur H. Bastari, Jakabaring, Palembang",
        seated: true,
      },
    ],
  },
];
