import type { PromotionTexts } from '../promotions.js';

export const id: PromotionTexts = {
  'promo-welcome-100': {
    title: 'Bonus Sambutan 100%',
    summary: 'Gandakan deposit pertama Anda, hingga RM 1,000.00.',
    content: {
      lead: 'Pilih bonus ini di halaman deposit dan dapatkan <strong>bonus 100% dari deposit pertama</strong> Anda, maksimal RM 1,000.00.',
      points: [
        'Minimal deposit RM 50.00.',
        'Turnover: 8 kali jumlah deposit ditambah bonus, dalam 30 hari.',
        'Slot, tembak ikan, olahraga, dan permainan kartu dihitung penuh; kasino langsung dihitung setengah; lotere tidak dihitung.',
        'Bonus disimpan di dompet bonus dan dipindahkan ke dompet utama setelah turnover terpenuhi.',
        'Penarikan dapat dilakukan setelah turnover terpenuhi, atau setelah Anda membatalkan bonus di menu Rincian bonus.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Bonus Isi Ulang Mingguan 30%',
    summary: 'Bonus 30% untuk satu deposit setiap minggu, hingga RM 300.00.',
    content: {
      lead: 'Seminggu sekali (minggu dimulai hari Senin, GMT+8), pilih bonus ini saat deposit dan dapatkan tambahan <strong>30%</strong> dari deposit tersebut, maksimal RM 300.00.',
      points: [
        'Minimal deposit RM 100.00.',
        'Turnover: 5 kali jumlah deposit ditambah bonus, dalam 7 hari.',
        'Kasino langsung dihitung setengah; lotere tidak dihitung.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Cashback Hari Derby',
    summary: '5% dari kekalahan bersih harian Anda di olahraga, dikembalikan setiap pagi.',
    content: {
      lead: 'Cukup daftar sekali, dan setiap pagi pukul 08:00 (GMT+8) kami bayarkan <strong>5% dari kekalahan bersih hari sebelumnya</strong> di olahraga sebagai bonus, maksimal RM 500.00 per hari.',
      points: [
        'Kekalahan bersih adalah total taruhan olahraga yang sudah diselesaikan dikurangi kemenangan yang dibayarkan dari taruhan tersebut pada hari itu.',
        'Cashback di bawah RM 1.00 tidak dibayarkan.',
        'Turnover: 1 kali jumlah cashback, dalam 7 hari.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Bonus Pemburu Karang',
    summary: 'Ekstra 10% untuk setiap deposit yang Anda mainkan di tembak ikan.',
    content: {
      lead: 'Pilih bonus ini untuk deposit mulai RM 30.00 dan dapatkan <strong>ekstra 10%</strong>, maksimal RM 200.00.',
      points: [
        'Hanya permainan tembak ikan yang dihitung untuk turnover: 5 kali jumlah deposit ditambah bonus, dalam 7 hari.',
        'Klaim lagi pada deposit berikutnya setelah bonus sebelumnya selesai.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Hadiah Teman Zalo hingga RM 131.00',
    summary: 'Tambahkan Zalo atau WhatsApp kami, kirim tangkapan layar, dapatkan hingga RM 131.00.',
    content: {
      lead: 'Tambahkan akun resmi kami di Zalo atau WhatsApp, lalu ajukan klaim di sini dengan ID Anda dan <strong>tangkapan layar obrolan</strong>.',
      points: [
        'Layanan pelanggan memeriksa setiap pengajuan dan menyetujui hadiah hingga RM 131.00.',
        'Tangkapan layar PNG atau JPG, maksimal 3, masing-masing hingga 5 MB; catatan maksimal 140 karakter.',
        'Turnover: 1 kali jumlah hadiah, dalam 14 hari. Satu kali per member.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Undian Berhadiah Bulanan',
    summary: 'Ikuti undian; pemenang mengklaim hadiahnya di sini.',
    content: {
      lead: 'Bergabunglah untuk ikut undian bulan ini. Pemenang akan diberi tahu lewat kotak pesan dan <strong>mengklaim hadiah di halaman ini</strong>.',
      points: [
        'Hadiah hanya dapat diklaim sekali dan diberikan sebagai bonus dengan turnover 1 kali, dalam 14 hari.',
        'Pemenang diundi oleh layanan pelanggan di akhir bulan.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'Rebate Harian VIP',
    summary: 'Rebate hingga 0.5% dari taruhan sah Anda setiap hari, langsung masuk ke dompet.',
    content: {
      lead: 'Untuk VIP level 3 ke atas: setiap pagi kami bayarkan rebate dari <strong>taruhan sah hari sebelumnya</strong>, tanpa syarat turnover.',
      points: [
        'Slot, tembak ikan, dan olahraga 0.5%; kasino langsung 0.4%; permainan kartu 0.3%.',
        'Maksimal RM 2,000.00 per hari; rebate di bawah RM 1.00 tidak dibayarkan.',
      ],
    },
  },
};
