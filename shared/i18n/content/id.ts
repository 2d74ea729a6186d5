import type { PageContent } from "./types.ts";

export const idContent: PageContent = {
  terms: {
    title: "Syarat dan Ketentuan",
    description:
      "Syarat dan ketentuan penggunaan Tiketin: aturan akun, pembelian dan pembayaran, e-tiket, tanggung jawab, hak kekayaan intelektual, serta penyelesaian sengketa.",
    updatedLabel: "Terakhir diperbarui 23 September 2024",
    tocLabel: "Daftar isi",
    intro: [
      "Selamat datang di Tiketin. Syarat dan Ketentuan ini mengatur hubungan antara Anda dan Tiketin setiap kali Anda mengakses situs, membuat akun, atau membeli tiket melalui Platform kami.",
      "Dengan menggunakan Platform, Anda menyatakan telah membaca, memahami, dan menyetujui seluruh isi dokumen ini beserta Kebijakan Privasi Tiketin. Jika Anda tidak setuju dengan salah satu ketentuan, mohon hentikan penggunaan Platform.",
      "Ketentuan tambahan yang ditetapkan Pengelola Acara untuk acara tertentu, misalnya batas usia, aturan masuk, atau barang yang dilarang dibawa, berlaku bersamaan dengan dokumen ini dan dapat Anda baca di halaman detail acara.",
    ],
    sections: [
      {
        id: "definitions",
        heading: "1. Definisi",
        paragraphs: [
          "Dalam Syarat dan Ketentuan ini, istilah-istilah berikut memiliki arti sebagai berikut:",
        ],
        items: [
          "“Pelanggan” atau “Pengguna” adalah setiap orang yang mengakses Platform, membuat akun, atau membeli tiket melalui Tiketin, termasuk orang yang namanya dicantumkan sebagai pengunjung pada sebuah tiket.",
          "“Pengelola Acara” adalah pihak yang membuat dan menyelenggarakan acara di Tiketin. Pengelola Acara menentukan kategori dan harga tiket, menetapkan pajak yang berlaku, serta menjadi pemilik penjualan tiket acaranya.",
          "“Mitra Resmi” adalah pihak yang ditunjuk secara resmi oleh Pengelola Acara dan memegang hak eksklusif untuk menjual tiket acara tertentu.",
          "“Platform” adalah situs web dan seluruh layanan Tiketin, dalam versi bahasa Indonesia maupun bahasa Inggris, yang mempertemukan Pelanggan dengan Pengelola Acara dan Mitra Resmi.",
          "“E-tiket” adalah tiket elektronik berisi kode QR yang diterbitkan melalui Platform setelah pembayaran dikonfirmasi, dan menjadi bukti hak masuk ke sebuah acara.",
        ],
      },
      {
        id: "general-rules",
        heading: "2. Ketentuan Umum",
        paragraphs: [
          "Anda wajib memberikan data yang benar, lengkap, dan terbaru saat mendaftar maupun saat bertransaksi. Alamat e-mail akun tidak dapat diubah, sehingga pastikan Anda menggunakan alamat yang aktif dan dapat diakses.",
          "Anda bertanggung jawab menjaga kerahasiaan kata sandi dan atas seluruh aktivitas yang terjadi melalui akun Anda. Segera hubungi layanan pelanggan kami apabila Anda menduga akun Anda digunakan tanpa izin.",
          "Anda dilarang menggunakan bot, skrip otomatis, atau cara curang lainnya untuk membeli tiket, melewati antrean, atau mengganggu kinerja Platform. Batas jumlah tiket per akun dan per transaksi ditentukan oleh masing-masing Pengelola Acara dan wajib dipatuhi.",
          "Tiketin berhak menangguhkan atau menutup akun, membatalkan transaksi yang tidak wajar, atau menolak akses apabila terdapat indikasi pelanggaran terhadap Syarat dan Ketentuan ini atau peraturan perundang-undangan yang berlaku.",
        ],
      },
      {
        id: "purchase-payment-e-ticket",
        heading: "3. Pembelian, Pembayaran, dan E-tiket",
        paragraphs: [
          "Harga tiket, kategori, kuota, dan pajak ditetapkan oleh Pengelola Acara. Biaya layanan (Internet Fee) dan biaya administrasi sesuai metode pembayaran ditampilkan pada ringkasan pesanan sebelum Anda membayar.",
          "Setiap pesanan memiliki batas waktu pembayaran yang ditunjukkan oleh hitung mundur. Jika pembayaran tidak diselesaikan sebelum waktu habis, pesanan batal secara otomatis dan tiket dikembalikan ke kuota penjualan. Pembelian baru dianggap selesai setelah pembayaran dikonfirmasi dan Anda menerima e-mail konfirmasi dari Tiketin.",
          "E-tiket tidak dapat dikembalikan (non-refundable) dan tidak dapat dibatalkan setelah pembelian selesai. Mohon periksa kembali acara, tanggal, kategori tiket, dan data pengunjung sebelum membayar.",
          "E-tiket dapat dialihkan kepada orang lain melalui Platform. Setelah pengalihan dilakukan, e-tiket lama tidak berlaku lagi dan tidak dapat digunakan untuk masuk ke acara. Perubahan data profil akun tidak mengubah data pada tiket yang sudah dibeli.",
          "Ketika jumlah pengunjung Platform sangat tinggi, misalnya saat penjualan tiket dibuka, Anda dapat ditempatkan di ruang tunggu (waiting room). Antrean diproses berdasarkan urutan kedatangan (first come, first served), dan posisi dalam antrean tidak menjamin ketersediaan tiket.",
        ],
      },
      {
        id: "liability",
        heading: "4. Tanggung Jawab",
        paragraphs: [
          "Tiketin menyediakan Platform untuk penjualan tiket. Penyelenggaraan acara, termasuk jadwal, susunan pengisi acara, lokasi, keamanan, serta keputusan untuk mengubah, menunda, atau membatalkan acara, sepenuhnya menjadi tanggung jawab Pengelola Acara.",
          "Apabila acara diubah, ditunda, atau dibatalkan, kebijakan kompensasi ditentukan oleh Pengelola Acara. Tiketin akan membantu menyampaikan informasi dan memfasilitasi proses yang ditetapkan Pengelola Acara kepada Pelanggan.",
          "Tiketin tidak bertanggung jawab atas kerugian akibat pembelian tiket dari pihak di luar Platform atau di luar Mitra Resmi, kelalaian Pengguna menjaga kerahasiaan kode QR, gangguan layanan pihak ketiga seperti bank dan penyedia pembayaran, maupun keadaan kahar (force majeure).",
          "Sepanjang diizinkan oleh hukum yang berlaku, tanggung jawab Tiketin atas suatu transaksi terbatas pada jumlah yang Anda bayarkan untuk transaksi tersebut.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "5. Hak Kekayaan Intelektual",
        paragraphs: [
          "Nama, logo, desain, perangkat lunak, dan seluruh konten Platform milik Tiketin dilindungi oleh peraturan perundang-undangan di bidang hak kekayaan intelektual. Anda tidak boleh menyalin, memodifikasi, mendistribusikan, atau mengambil data Platform secara otomatis (scraping) tanpa izin tertulis dari Tiketin.",
          "Materi acara seperti nama acara, poster, foto, dan logo merupakan milik Pengelola Acara atau pemberi lisensinya. Pengelola Acara menjamin bahwa materi yang diunggah ke Platform tidak melanggar hak pihak mana pun.",
          "Penggunaan Platform tidak memberikan hak kepemilikan atau lisensi apa pun kepada Anda selain hak untuk menggunakan layanan sesuai Syarat dan Ketentuan ini.",
        ],
      },
      {
        id: "marketing-materials",
        heading: "6. Materi Pemasaran",
        paragraphs: [
          "Dengan mendaftarkan acara di Tiketin, Pengelola Acara memberikan izin kepada Tiketin untuk menggunakan nama, poster, logo, dan materi acara lainnya guna mempromosikan acara tersebut, termasuk melalui promosi gratis di akun media sosial Tiketin.",
          "Pengelola Acara bertanggung jawab atas kebenaran informasi dalam materi pemasaran yang diberikan, termasuk harga, jadwal, dan susunan pengisi acara.",
          "Tiketin dapat mengirimkan informasi acara, promo, dan voucher kepada Pengguna yang telah memberikan persetujuan. Anda dapat berhenti berlangganan kapan saja melalui tautan di setiap e-mail promosi atau dengan menghubungi layanan pelanggan.",
        ],
      },
      {
        id: "dispute-resolution",
        heading: "7. Penyelesaian Sengketa",
        paragraphs: [
          "Syarat dan Ketentuan ini diatur oleh dan ditafsirkan berdasarkan hukum Republik Indonesia.",
          "Setiap perselisihan yang timbul sehubungan dengan penggunaan Platform terlebih dahulu diselesaikan secara musyawarah untuk mufakat dalam jangka waktu 30 (tiga puluh) hari kalender sejak salah satu pihak menyampaikan pemberitahuan tertulis kepada pihak lainnya.",
          "Apabila musyawarah tidak mencapai kesepakatan dalam jangka waktu tersebut, para pihak sepakat menyelesaikan sengketa melalui Pengadilan Negeri Jakarta Selatan.",
          "Keluhan mengenai pelaksanaan acara akan kami teruskan kepada Pengelola Acara yang bersangkutan, dan Tiketin akan membantu menjembatani komunikasi antara Pelanggan dan Pengelola Acara.",
        ],
      },
      {
        id: "others",
        heading: "8. Lain-lain",
        paragraphs: [
          "Tiketin dapat memperbarui Syarat dan Ketentuan ini dari waktu ke waktu. Versi terbaru selalu tersedia di halaman ini beserta tanggal pembaruannya, dan penggunaan Platform setelah tanggal tersebut berarti Anda menyetujui perubahan yang dilakukan.",
          "Apabila salah satu ketentuan dinyatakan tidak sah atau tidak dapat dilaksanakan, ketentuan lainnya tetap berlaku sepenuhnya. Tidak dilaksanakannya suatu hak oleh Tiketin tidak berarti Tiketin melepaskan hak tersebut.",
          "Dokumen ini tersedia dalam bahasa Indonesia dan bahasa Inggris. Jika terdapat perbedaan penafsiran, versi bahasa Indonesia yang berlaku.",
          "Pertanyaan mengenai Syarat dan Ketentuan ini dapat disampaikan melalui layanan pelanggan Tiketin yang tersedia 24 jam setiap hari.",
        ],
      },
    ],
  },

  privacy: {
    title: "Kebijakan Privasi",
    description:
      "Pelajari data pribadi yang dikumpulkan Tiketin, cara kami menggunakan dan melindunginya, serta hak Anda berdasarkan UU No. 27 Tahun 2022 tentang PDP.",
    updatedLabel: "Terakhir diperbarui 24 September 2024",
    tocLabel: "Daftar isi",
    intro: [
      "Tiketin menghargai kepercayaan Anda. Kebijakan Privasi ini menjelaskan data pribadi apa saja yang kami kumpulkan, bagaimana kami menggunakannya, kepada siapa data tersebut dibagikan, dan bagaimana Anda dapat menggunakan hak-hak Anda.",
      "Kebijakan ini disusun dengan mengacu pada Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU No. 27 Tahun 2022) dan peraturan pelaksanaannya.",
    ],
    sections: [
      {
        id: "scope",
        heading: "1. Ruang Lingkup",
        paragraphs: [
          "Kebijakan ini berlaku untuk seluruh data pribadi yang diproses melalui situs web dan layanan Tiketin, baik versi bahasa Indonesia maupun bahasa Inggris, termasuk saat Anda membuat akun, membeli tiket, menghubungi layanan pelanggan, atau menghadiri acara yang tiketnya dijual melalui Tiketin.",
          "Untuk data yang kami kelola sendiri, Tiketin bertindak sebagai pengendali data pribadi. Pengelola Acara yang menerima data pembeli dan pengunjung acaranya merupakan pengendali tersendiri atas penggunaan data tersebut dan tunduk pada kebijakan privasi masing-masing.",
        ],
      },
      {
        id: "data-we-collect",
        heading: "2. Data yang Kami Kumpulkan",
        paragraphs: ["Kami hanya mengumpulkan data yang diperlukan untuk menjalankan layanan, yaitu:"],
        items: [
          "Data akun: nama lengkap, alamat e-mail, jenis kelamin, tanggal lahir, dan kata sandi yang disimpan dalam bentuk terenkripsi (hash), atau identitas akun Google jika Anda masuk dengan Google.",
          "Data pembeli dan pengunjung: nama, e-mail, nomor telepon, dan data lain yang diminta Pengelola Acara untuk setiap tiket, misalnya NIK, jenis kelamin, atau tanggal lahir.",
          "Data transaksi: acara dan tiket yang dibeli, nominal, voucher, metode pembayaran, serta status pembayaran. Untuk kartu kredit/debit kami hanya menyimpan empat digit terakhir nomor kartu.",
          "Data perangkat dan penggunaan: alamat IP, jenis peramban dan perangkat, halaman yang dikunjungi, serta cookie dan penyimpanan lokal sebagaimana dijelaskan pada bagian Cookie.",
          "Data komunikasi dan kehadiran: isi percakapan dengan layanan pelanggan, serta waktu pemindaian e-tiket di pintu masuk acara.",
        ],
      },
      {
        id: "how-we-use-data",
        heading: "3. Penggunaan Data Pembeli",
        paragraphs: ["Data Anda kami gunakan untuk keperluan berikut:"],
        items: [
          "Memproses pesanan dan pembayaran, menerbitkan e-tiket, serta mengirimkan e-mail konfirmasi dan invoice.",
          "Memverifikasi identitas pengunjung di pintu masuk dan mencegah penggunaan ganda atau pemalsuan e-tiket.",
          "Memberikan bantuan layanan pelanggan, termasuk menindaklanjuti pertanyaan dan keluhan Anda.",
          "Menjaga keamanan Platform, mendeteksi penipuan dan penyalahgunaan, serta memenuhi kewajiban hukum seperti pencatatan perpajakan.",
          "Meningkatkan kualitas layanan dan, dengan persetujuan Anda, mengirimkan informasi acara, promo, dan voucher yang relevan.",
        ],
      },
      {
        id: "legal-basis",
        heading: "4. Dasar Pemrosesan",
        paragraphs: [
          "Sesuai UU No. 27 Tahun 2022, kami memproses data pribadi berdasarkan satu atau lebih dasar hukum berikut:",
        ],
        items: [
          "Pelaksanaan perjanjian, yaitu untuk memproses pembelian tiket yang Anda lakukan dan menyediakan layanan akun.",
          "Pemenuhan kewajiban hukum, misalnya penyimpanan catatan transaksi untuk keperluan perpajakan atau permintaan resmi dari aparat yang berwenang.",
          "Kepentingan yang sah, misalnya pencegahan penipuan, keamanan sistem, dan peningkatan layanan, dengan tetap memperhatikan hak dan kepentingan Anda.",
          "Persetujuan yang sah dan eksplisit, misalnya untuk komunikasi pemasaran. Persetujuan ini dapat Anda tarik kapan saja.",
        ],
      },
      {
        id: "data-sharing",
        heading: "5. Berbagi Data dengan Pengelola Acara dan Penyedia Pembayaran",
        paragraphs: [
          "Data pembeli dan pengunjung dibagikan kepada Pengelola Acara, dan bila ada kepada Mitra Resmi, dari acara yang Anda beli tiketnya. Pengelola Acara dapat melihat data ini secara langsung (real time) melalui sistem admin untuk keperluan penyelenggaraan acara, seperti validasi tiket dan komunikasi terkait acara.",
          "Data pembayaran diteruskan kepada penyedia layanan pembayaran, bank penerbit virtual account, penyedia dompet digital dan paylater, serta gerai retail sebatas yang diperlukan untuk memproses pembayaran Anda.",
          "Kami juga menggunakan penyedia layanan pendukung seperti hosting, pengiriman e-mail, dan perangkat layanan pelanggan yang terikat perjanjian kerahasiaan. Data juga dapat diungkapkan apabila diwajibkan oleh hukum atau perintah pengadilan.",
          "Kami tidak pernah menjual data pribadi Anda kepada pihak mana pun.",
        ],
      },
      {
        id: "international-transfers",
        heading: "6. Transfer Data ke Luar Negeri",
        paragraphs: [
          "Sebagian penyedia layanan kami, misalnya penyedia komputasi awan atau layanan e-mail, dapat menyimpan atau memproses data di luar wilayah Indonesia.",
          "Dalam hal demikian, kami memastikan negara atau pihak penerima memiliki tingkat pelindungan data yang setara atau lebih tinggi dari UU No. 27 Tahun 2022, atau menerapkan pelindungan yang memadai dan mengikat seperti perjanjian pemrosesan data. Jika kedua hal tersebut tidak terpenuhi, transfer hanya dilakukan dengan persetujuan Anda.",
        ],
      },
      {
        id: "data-security",
        heading: "7. Keamanan Data",
        paragraphs: [
          "Kami menerapkan langkah teknis dan organisasi untuk melindungi data Anda, antara lain enkripsi koneksi (HTTPS), penyimpanan kata sandi dalam bentuk hash, pembatasan akses berdasarkan kebutuhan tugas, serta pemantauan sistem.",
          "Nomor identitas (NIK), tanggal lahir, dan jawaban kesehatan pada formulir pengunjung dienkripsi (AES-256-GCM) di setiap tempat kami menyimpannya, termasuk salinan cadangan. Hanya pemegang tiket yang melihatnya utuh di e-tiketnya sendiri; petugas gerbang hanya melihat 4 digit terakhir NIK untuk dicocokkan dengan KTP.",
          "Penyelenggara event melihat pesanan dan jawaban pengunjung event-nya dengan jawaban tersebut tersembunyi. Hanya pemilik dan admin organisasi penyelenggara yang dapat membuka jawaban tersembunyi satu tiket, dan hanya setelah menuliskan alasan; ekspor juga menyembunyikannya kecuali pemilik atau admin memintanya dengan alasan. Setiap pembukaan dan setiap ekspor dicatat di log akses (siapa, kapan, mengapa, event mana, dan apa yang diekspor, tanpa datanya sendiri) yang dibaca pemilik organisasi.",
          "Nomor kartu lengkap tidak pernah disimpan di server Tiketin; pemrosesan kartu dilakukan oleh penyedia pembayaran yang tersertifikasi.",
          "Apabila terjadi kegagalan pelindungan data pribadi, kami akan memberitahukan Anda dan lembaga yang berwenang sesuai ketentuan UU No. 27 Tahun 2022. Mohon bantu kami dengan tidak membagikan kata sandi, kode OTP, atau kode QR e-tiket Anda kepada orang lain.",
        ],
      },
      {
        id: "data-retention",
        heading: "8. Masa Penyimpanan Data",
        paragraphs: [
          "Kami menyimpan data selama diperlukan untuk tujuan pengumpulannya, dengan jangka waktu sebagai berikut:",
        ],
        items: [
          "Catatan transaksi dan invoice: 10 tahun sejak transaksi, sesuai kewajiban penyimpanan dokumen dalam peraturan perpajakan.",
          "Data akun: selama akun aktif atau hingga Anda meminta penghapusan. Setelah permintaan diterima, data dihapus atau dianonimkan dalam 30 hari, dan salinan cadangan terhapus seluruhnya dalam 90 hari berikutnya.",
          "Nomor identitas, tanggal lahir, dan jawaban kesehatan pengunjung: dihapus 90 hari setelah acara selesai. Jika pesanan tidak dibayar atau dibatalkan, data tersebut dihapus saat checkout berakhir (paling lambat 24 jam kemudian, untuk berjaga-jaga bila pembayaran terlambat masuk).",
          "Data pengunjung lainnya dan riwayat pemindaian e-tiket: 2 tahun setelah acara selesai, kecuali yang menjadi bagian dari catatan transaksi.",
          "Percakapan dengan layanan pelanggan: 2 tahun sejak percakapan terakhir.",
          "Log server dan keamanan: 12 bulan.",
        ],
      },
      {
        id: "your-rights",
        heading: "9. Hak Anda sebagai Subjek Data",
        paragraphs: [
          "Berdasarkan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi, Anda memiliki hak-hak berikut:",
        ],
        items: [
          "Mengakses dan memperoleh salinan data pribadi Anda.",
          "Memperbaiki atau memperbarui data yang tidak akurat atau tidak lengkap.",
          "Meminta penghapusan atau pemusnahan data pribadi Anda, dengan memperhatikan kewajiban penyimpanan yang diwajibkan hukum.",
          "Menarik kembali persetujuan pemrosesan data yang telah Anda berikan.",
          "Mengajukan keberatan atas pemrosesan tertentu, termasuk keputusan yang sepenuhnya didasarkan pada pemrosesan otomatis.",
          "Memperoleh dan memindahkan data Anda dalam format yang umum digunakan dan dapat dibaca mesin (portabilitas data).",
          "Mengajukan pengaduan kepada lembaga penyelenggara pelindungan data pribadi apabila Anda menilai hak-hak Anda dilanggar.",
        ],
      },
      {
        id: "childrens-data",
        heading: "10. Data Anak",
        paragraphs: [
          "Pengguna yang belum dewasa menurut hukum Indonesia hanya dapat membuat akun dan membeli tiket dengan persetujuan serta pengawasan orang tua atau wali.",
          "Jika Anda mencantumkan data anak sebagai pengunjung, misalnya untuk acara keluarga atau lomba lari anak, Anda menyatakan diri sebagai orang tua atau wali yang sah, atau telah memperoleh persetujuan dari mereka.",
          "Apabila kami mengetahui adanya data anak yang diproses tanpa persetujuan tersebut, data itu akan kami hapus.",
        ],
      },
      {
        id: "cookies-local-storage",
        heading: "11. Cookie dan Penyimpanan Lokal",
        paragraphs: [
          "Kami menggunakan cookie yang diperlukan untuk menjaga sesi login dan keamanan, serta untuk mengingat pilihan bahasa Anda. Riwayat pencarian (10 pencarian terakhir) disimpan di penyimpanan lokal peramban pada perangkat Anda dan tidak dikirim ke server kami.",
          "Pengelola Acara dapat memasang tag analitik atau pixel pada halaman acaranya untuk mengukur kinerja promosi. Tag tersebut dapat menyimpan cookie pihak ketiga dan tunduk pada kebijakan penyedia masing-masing.",
          "Anda dapat menghapus atau memblokir cookie melalui pengaturan peramban. Perlu diketahui bahwa memblokir cookie yang diperlukan dapat membuat fitur login dan pembelian tidak berfungsi.",
        ],
      },
      {
        id: "policy-changes",
        heading: "12. Perubahan Kebijakan",
        paragraphs: [
          "Kebijakan ini dapat kami perbarui mengikuti perkembangan layanan atau peraturan. Tanggal pembaruan terakhir selalu tercantum di bagian atas halaman ini.",
          "Untuk perubahan yang signifikan, kami akan memberitahukan Anda melalui e-mail atau pemberitahuan di Platform sebelum perubahan tersebut berlaku.",
        ],
      },
      {
        id: "contact",
        heading: "13. Hubungi Kami",
        paragraphs: [
          "Pertanyaan, permintaan pelaksanaan hak, atau keluhan terkait data pribadi dapat Anda sampaikan melalui layanan pelanggan Tiketin yang tersedia 24 jam setiap hari. Sertakan alamat e-mail akun Anda agar kami dapat memverifikasi identitas Anda sebelum memproses permintaan.",
          "Kami akan menanggapi setiap permintaan dalam jangka waktu yang ditetapkan oleh UU No. 27 Tahun 2022.",
        ],
      },
    ],
  },

  about: {
    title: "Tentang Kami",
    description:
      "Tiketin adalah platform tiket event tanpa komisi penjualan: buat event sendiri, pantau data pembeli real time, dan validasi e-tiket dari perangkat apa pun.",
    heading: "Tentang Tiketin",
    intro: [
      "Tiketin adalah marketplace tiket event online untuk pasar Indonesia. Di sini penonton bisa menemukan konser, festival, pertandingan olahraga, hingga fun run, lalu membeli e-tiketnya dalam beberapa menit.",
      "Bagi penyelenggara, Tiketin adalah alat kerja: buat event sendiri, jual tiket tanpa potongan komisi penjualan, dan kelola semuanya dari satu tempat.",
    ],
    actions: [{ label: "Buat event sekarang", target: { kind: "route", route: "OrganizerHome" } }],
    sections: [
      {
        id: "for-organisers",
        heading: "Untuk penyelenggara event",
        paragraphs: [
          "Kami membangun Tiketin agar penyelenggara bisa fokus pada acaranya, bukan pada urusan teknis penjualan tiket.",
        ],
        items: [
          "Buat event sendiri, tanpa komisi dari setiap tiket yang terjual.",
          "Pantau data pembeli secara real time lewat sistem admin.",
          "Validasi e-tiket dari perangkat apa pun, baik browser ponsel maupun laptop, bahkan tetap berjalan saat offline di pintu masuk.",
          "Promosi gratis di media sosial Tiketin untuk event Anda.",
          "Integrasi analitik, seperti pixel dan tag analytics, untuk mengukur hasil kampanye.",
          "Grup chat dukungan khusus untuk setiap klien, ditambah layanan pelanggan 24/7.",
        ],
      },
      {
        id: "for-buyers",
        heading: "Untuk pembeli tiket",
        paragraphs: [
          "Cari event berdasarkan nama artis, acara, atau venue, pilih tiket atau kursi, lalu bayar dengan metode yang paling praktis bagi Anda. E-tiket berkode QR langsung tersimpan di menu Tiket Saya dan dikirim ke e-mail.",
          "Butuh bantuan? Tim layanan pelanggan kami siap membantu 24 jam sehari, 7 hari seminggu.",
        ],
      },
      {
        id: "statistics",
        heading: "Tiketin dalam angka",
        figures: [
          { value: "1.200", label: "event digelar" },
          { value: "140.000+", label: "tiket terjual" },
          { value: "800", label: "klien" },
        ],
        paragraphs: [
          "Hingga saat ini, sekitar 1.200 event telah digelar bersama Tiketin, lebih dari 140.000 tiket terjual, dan 800 klien mempercayakan penjualan tiketnya kepada kami.",
        ],
      },
      {
        id: "payment-methods",
        heading: "Metode pembayaran",
        paragraphs: ["Pembeli bisa memilih cara bayar yang paling nyaman:"],
        items: [
          "Dompet digital: ShopeePay, GoPay, dan OVO.",
          "Virtual account: BCA, BRI, Mandiri, BNI, Permata, BSI, Bank Sahabat Sampoerna, BJB, dan CIMB Niaga.",
          "Kartu kredit dan kartu debit.",
          "QRIS.",
          "Gerai retail Alfamart dan Indomaret.",
          "Bayar di kasir.",
          "Paylater.",
        ],
      },
      {
        id: "extra-services",
        heading: "Layanan tambahan",
        paragraphs: [
          "Selain penjualan tiket, kami memproduksi tiket gelang (wristband) berbahan gelang QR code, kertas, maupun lanyard, dan membuatkan website khusus untuk event Anda. Keduanya bisa dipesan langsung lewat chat dengan tim kami.",
        ],
      },
    ],
    cta: {
      note: "Daftarkan event Anda lewat chat, tim kami siap mendampingi dari awal.",
      actions: [
        { label: "Buat event sekarang", target: { kind: "route", route: "OrganizerHome" } },
        { label: "Hubungi layanan pelanggan", target: { kind: "config", link: "customerService" } },
      ],
    },
  },

  wristband: {
    title: "Produksi Gelang Tiket",
    description:
      "Pesan gelang tiket untuk event Anda di Tiketin: gelang QR code, gelang kertas, atau lanyard, dengan waktu produksi 3-7 hari atau 7-10 hari.",
    heading: "Produksi gelang tiket (wristband)",
    intro: [
      "Gelang tiket membuat proses masuk lebih cepat dan memudahkan panitia membedakan kategori pengunjung. Tiketin menyediakan jasa produksinya, lengkap dengan kode QR yang terhubung ke sistem validasi tiket kami.",
    ],
    actions: [
      { label: "Pesan gelang via chat", target: { kind: "config", link: "registerEvent" } },
      { label: "Lihat demo", target: { kind: "section", id: "demo" } },
    ],
    sections: [
      {
        id: "materials",
        heading: "Pilihan bahan",
        paragraphs: ["Sesuaikan bahan dengan jenis dan durasi event Anda:"],
        items: [
          "Gelang QR code: setiap gelang memiliki kode QR unik yang bisa dipindai di pintu masuk, cocok untuk event dengan sistem validasi tiket.",
          "Gelang kertas: ringan, ekonomis, dan sulit dilepas tanpa merusak, ideal untuk acara satu hari.",
          "Lanyard: tali gantungan leher dengan kartu identitas, pas untuk panitia, media, tamu VIP, atau konferensi.",
        ],
      },
      {
        id: "production-time",
        heading: "Waktu produksi",
        paragraphs: [
          "Produksi memakan waktu 3-7 hari atau 7-10 hari, tergantung bahan dan jumlah yang dipesan. Harga juga menyesuaikan bahan dan jumlah pesanan.",
          "Agar gelang tiba tepat waktu, kami sarankan memesan jauh hari sebelum tanggal event, terutama untuk pesanan dalam jumlah besar.",
        ],
      },
      {
        id: "demo",
        heading: "Lihat demonya",
        paragraphs: [
          "Ingin tahu cara kerjanya di lapangan? Minta demo lewat chat, dan tim kami akan menunjukkan bagaimana gelang QR code dipindai dan divalidasi saat pengunjung masuk.",
        ],
        actions: [{ label: "Minta demo via chat", target: { kind: "config", link: "registerEvent" } }],
      },
      {
        id: "how-to-order",
        heading: "Cara memesan",
        paragraphs: [
          "Klik tombol pesan untuk terhubung dengan tim kami lewat chat. Sampaikan bahan, jumlah, desain, dan tanggal event Anda, lalu kami kirimkan penawaran serta jadwal produksinya.",
          "Sudah menjadi klien Tiketin? Pesan langsung melalui grup chat event Anda agar tim yang menangani event Anda bisa segera memprosesnya.",
        ],
      },
    ],
    cta: {
      note: "Klien Tiketin dapat memesan lewat grup chat event masing-masing.",
      actions: [{ label: "Pesan gelang via chat", target: { kind: "config", link: "registerEvent" } }],
    },
  },

  webDevelopment: {
    title: "Pembuatan Website Event",
    description:
      "Jasa pembuatan website khusus untuk event Anda, terhubung langsung dengan penjualan tiket Tiketin. Lihat portofolio kami dan pesan lewat chat.",
    heading: "Website khusus untuk event Anda",
    intro: [
      "Event besar layak punya rumah sendiri di internet. Tim Tiketin merancang dan membangun website event yang sesuai identitas acara Anda, dengan penjualan tiket yang tersambung langsung ke Tiketin.",
    ],
    actions: [{ label: "Pesan website via chat", target: { kind: "config", link: "registerEvent" } }],
    sections: [
      {
        id: "what-we-build",
        heading: "Yang kami kerjakan",
        paragraphs: ["Setiap website kami sesuaikan dengan kebutuhan event, misalnya:"],
        items: [
          "Halaman utama dengan desain yang mengikuti identitas visual event.",
          "Informasi lineup, jadwal, peta lokasi, dan tanya jawab untuk pengunjung.",
          "Tombol beli tiket yang langsung terhubung ke halaman event di Tiketin.",
          "Dukungan dua bahasa serta pemasangan tag analitik dan pixel.",
          "Tampilan responsif yang nyaman dibuka di ponsel maupun laptop.",
        ],
      },
      {
        id: "portfolio",
        heading: "Portofolio",
        paragraphs: ["Beberapa contoh jenis proyek yang pernah kami kerjakan:"],
        items: [
          "Festival musik 2 hari di Jakarta: jadwal per panggung, peta area festival, dan penjualan tiket harian maupun terusan.",
          "Lomba lari 10K di Bandung: informasi rute, pengambilan race pack, dan pengumuman hasil lomba.",
          "Konferensi teknologi di Surabaya: agenda multisesi, profil pembicara, dan situs dua bahasa.",
          "Pameran seni dan kuliner akhir pekan di Yogyakarta: daftar tenant, denah stan, dan jadwal pertunjukan harian.",
        ],
      },
      {
        id: "how-to-order",
        heading: "Cara memesan",
        paragraphs: [
          "Pemesanan dilakukan lewat chat. Ceritakan konsep event, fitur yang Anda butuhkan, dan target tanggal peluncuran. Tim kami akan menyusun penawaran beserta perkiraan jadwal pengerjaan.",
        ],
      },
    ],
    cta: {
      note: "Ceritakan kebutuhan Anda, tim kami akan menyiapkan penawarannya.",
      actions: [{ label: "Pesan website via chat", target: { kind: "config", link: "registerEvent" } }],
    },
  },

  contact: {
    title: "Hubungi Kami",
    description:
      "Hubungi layanan pelanggan Tiketin yang siap 24/7 untuk bantuan tiket dan pembayaran, atau tim kemitraan untuk menjual tiket dan kerja sama event.",
    heading: "Hubungi kami",
    intro: [
      "Ada pertanyaan soal tiket, pembayaran, atau ingin menjual tiket event Anda di Tiketin? Pilih saluran yang paling sesuai di bawah ini.",
    ],
    sections: [
      {
        id: "customer-service",
        heading: "Layanan pelanggan",
        paragraphs: [
          "Untuk pembeli tiket: bantuan pembayaran, e-tiket yang belum diterima, pengalihan tiket, atau kendala akun. Tim kami siap membantu 24 jam sehari, 7 hari seminggu.",
        ],
        actions: [
          {
            label: "Chat layanan pelanggan",
            target: { kind: "config", link: "customerService" },
            copyLabel: "Salin tautan",
          },
        ],
      },
      {
        id: "partnership",
        heading: "Kemitraan",
        paragraphs: [
          "Untuk penyelenggara event, sponsor, dan calon mitra: pendaftaran event, penjualan tiket tanpa komisi, produksi gelang tiket, pembuatan website event, maupun bentuk kerja sama lainnya.",
        ],
        actions: [
          {
            label: "Chat tim kemitraan",
            target: { kind: "config", link: "partnership" },
            copyLabel: "Salin tautan",
          },
        ],
      },
      {
        id: "event-chat-group",
        heading: "Grup chat event",
        paragraphs: [
          "Sudah menjadi klien Tiketin? Setiap klien mendapatkan grup chat dukungan sendiri. Gunakan grup tersebut untuk pertanyaan seputar event Anda agar ditangani langsung oleh tim yang mendampingi.",
        ],
      },
      {
        id: "before-you-contact",
        heading: "Agar bantuan lebih cepat",
        paragraphs: ["Siapkan informasi berikut saat menghubungi kami:"],
        items: [
          "Nomor invoice atau nomor transaksi.",
          "Alamat e-mail yang digunakan saat membeli tiket.",
          "Tangkapan layar bukti pembayaran atau pesan error yang muncul.",
          "Ingat: tim Tiketin tidak akan pernah meminta kata sandi atau kode OTP Anda.",
        ],
      },
      {
        id: "social-media",
        heading: "Media sosial",
        paragraphs: ["Ikuti Tiketin untuk kabar event terbaru, promo, dan voucher."],
        actions: [
          { label: "Instagram", target: { kind: "config", link: "instagram" } },
          { label: "YouTube", target: { kind: "config", link: "youtube" } },
          { label: "X", target: { kind: "config", link: "x" } },
          { label: "TikTok", target: { kind: "config", link: "tiktok" } },
        ],
      },
    ],
  },

  howToBuy: {
    title: "Cara Membeli Tiket",
    description:
      "Panduan membeli tiket di Tiketin: cari event, pilih tiket atau kursi, isi data, bayar sebelum waktu habis, lalu tunjukkan e-tiket QR di pintu masuk.",
    heading: "Cara membeli tiket di Tiketin",
    intro: [
      "Membeli tiket di Tiketin cukup beberapa langkah. Berikut panduannya, mulai dari mencari event sampai masuk ke venue.",
    ],
    sections: [
      {
        id: "steps",
        heading: "Langkah pembelian",
        paragraphs: ["Ikuti urutan berikut:"],
        items: [
          "Cari event lewat kolom pencarian (nama artis, acara, atau venue) atau jelajahi daftar event di beranda.",
          "Buka halaman event untuk membaca deskripsi, lineup, lokasi, dan syarat acara.",
          "Pilih kategori tiket dan jumlahnya. Untuk event dengan tempat duduk, pilih section lalu kursi yang Anda inginkan.",
          "Masuk ke akun Tiketin, atau daftar terlebih dahulu dengan e-mail maupun akun Google.",
          "Isi data pembeli, lalu data pengunjung untuk setiap tiket. Gunakan opsi “sama dengan pembeli” agar lebih cepat.",
          "Punya kode voucher? Masukkan di kolom voucher untuk mendapatkan potongan harga (opsional).",
          "Pilih metode pembayaran dan periksa ringkasan pesanan, termasuk pajak dan Internet Fee.",
          "Selesaikan pembayaran sebelum hitung mundur berakhir. Jika waktu habis, pesanan otomatis dibatalkan.",
          "Setelah pembayaran dikonfirmasi, Anda menerima e-mail konfirmasi dan e-tiket berkode QR muncul di menu Tiket Saya.",
          "Pada hari acara, tunjukkan kode QR e-tiket kepada petugas di pintu masuk untuk dipindai.",
        ],
      },
      {
        id: "payment-methods",
        heading: "Pilihan metode pembayaran",
        paragraphs: [
          "Tiketin menerima dompet digital (ShopeePay, GoPay, OVO), virtual account (BCA, BRI, Mandiri, BNI, Permata, BSI, Bank Sahabat Sampoerna, BJB, CIMB Niaga), kartu kredit/debit, QRIS, Alfamart dan Indomaret, bayar di kasir, serta paylater.",
          "Biaya administrasi dapat berbeda untuk setiap metode dan selalu ditampilkan sebelum Anda membayar. Pembayaran tunai di gerai retail dibatasi hingga Rp2.500.000 per transaksi.",
        ],
      },
      {
        id: "faq-payment-not-confirmed",
        heading: "Saya sudah membayar, tetapi status pesanan belum berubah. Apa yang harus dilakukan?",
        paragraphs: [
          "Pembaruan status bisa memerlukan waktu hingga 5 menit setelah pembayaran. Buka detail transaksi dan gunakan tombol cek status pembayaran. Jika status masih belum berubah, hubungi layanan pelanggan dengan menyertakan nomor invoice dan bukti bayar.",
        ],
      },
      {
        id: "faq-email-not-received",
        heading: "E-mail konfirmasi tidak masuk. Di mana e-tiket saya?",
        paragraphs: [
          "Periksa folder spam atau promosi di kotak masuk Anda. E-tiket juga selalu tersedia di menu Tiket Saya selama Anda masuk dengan akun yang digunakan saat membeli.",
        ],
      },
      {
        id: "faq-refund",
        heading: "Bisakah tiket dibatalkan atau uangnya dikembalikan?",
        paragraphs: [
          "Tidak. E-tiket tidak dapat dibatalkan maupun di-refund setelah pembelian selesai. Jika event diubah atau dibatalkan, kebijakan kompensasi ditentukan oleh penyelenggara dan akan kami informasikan kepada Anda.",
        ],
      },
      {
        id: "faq-transfer",
        heading: "Bisakah tiket diberikan kepada orang lain?",
        paragraphs: [
          "Bisa. Tiket dapat dialihkan ke orang lain melalui Tiketin. Setelah dialihkan, e-tiket lama tidak berlaku lagi, jadi pastikan penerima menggunakan e-tiket yang baru.",
        ],
      },
      {
        id: "faq-waiting-room",
        heading: "Mengapa saya masuk ke ruang tunggu saat membeli tiket?",
        paragraphs: [
          "Saat pengunjung sedang sangat ramai, misalnya ketika penjualan baru dibuka, Tiketin menggunakan antrean ruang tunggu dengan prinsip siapa cepat dia dapat. Tunggu hingga giliran Anda tiba. Perlu diingat, mendapat giliran tidak menjamin tiket masih tersedia.",
        ],
      },
    ],
    cta: {
      note: "Butuh bantuan? Layanan pelanggan kami siap 24/7.",
      actions: [
        { label: "Cari event", target: { kind: "route", route: "SearchPage" } },
        { label: "Hubungi layanan pelanggan", target: { kind: "config", link: "customerService" } },
      ],
    },
  },
};
