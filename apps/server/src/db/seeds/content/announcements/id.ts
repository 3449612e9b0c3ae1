import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const id: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Pemeliharaan Terjadwal pada Selasa',
    lead: 'Pembayaran dihentikan sementara <strong>Selasa 03:00-05:00 (GMT+8)</strong> untuk peningkatan sistem.',
    points: [
      'Permainan tetap buka selama peningkatan.',
      'Deposit sebelum 03:00 dikreditkan seperti biasa.',
    ],
  },
  'b-new-payment': {
    title: 'Deposit E-Wallet Baru',
    lead: 'Kini Anda dapat deposit dengan <strong>e-wallet</strong>, masuk dalam 3 menit.',
    points: ['Deposit minimum RM 10.', 'Tanpa biaya untuk semua deposit e-wallet.'],
    link: { href: '/help', text: 'Cara deposit' },
  },
  'b-security': {
    title: 'Jaga Keamanan Akun Anda',
    lead: 'Staf kami <strong>tidak pernah</strong> meminta kata sandi atau kode verifikasi Anda.',
    points: [
      'Gunakan kata sandi unik minimal 8 karakter.',
      'Keluar dari akun di perangkat bersama.',
    ],
  },
  'b-app-release': {
    title: 'Aplikasi Versi Baru 3.2',
    lead: 'Versi <strong>3.2</strong> menghadirkan pemuatan game lebih cepat dan mode gelap.',
    points: [
      'Memerlukan iOS 17 atau lebih baru.',
      'Pengguna Android dapat memperbarui dari halaman unduhan.',
    ],
    link: { href: '/down', text: 'Unduh sekarang' },
  },
  'b-support-hours': {
    title: 'Layanan Pelanggan 24/7',
    lead: 'Tim kami siap membantu <strong>24 jam sehari</strong>, 7 hari seminggu.',
    points: ['Obrolan langsung membalas dalam 1 menit.', 'Telegram dan WhatsApp juga tersedia.'],
  },
  'pl-vip-upgrade': {
    title: 'Level VIP Ditingkatkan',
    lead: 'Anggota VIP kini menikmati <strong>batas penarikan harian yang lebih tinggi</strong>.',
    points: [
      'Peringkat 5 ke atas mendapat host VIP khusus.',
      'Kenaikan level diperiksa setiap Senin.',
    ],
  },
  'pl-verify-account': {
    title: 'Verifikasi Nomor Ponsel Anda',
    lead: 'Verifikasi nomor ponsel untuk <strong>melindungi penarikan</strong>.',
    points: ['Buka Akun Saya > Pusat Keamanan.', 'Masukkan kode yang kami kirim lewat SMS.'],
  },
  'pl-responsible': {
    title: 'Bermain Secara Bertanggung Jawab',
    lead: 'Atur <strong>batas deposit</strong> atau ambil jeda kapan saja.',
    points: ['Batas berlaku mulai hari berikutnya.', 'Pengecualian diri tersedia atas permintaan.'],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Dapatkan dukungan gratis' },
  },
  'pu-welcome': {
    title: 'Selamat Datang di Portal',
    lead: 'Anggota baru mendapat <strong>bonus sambutan 100%</strong> hingga RM 1,000.',
    points: ['Deposit minimal RM 30.', 'Turnover 15x sebelum penarikan.'],
    link: { href: '/promotions', text: 'Lihat semua promosi' },
  },
  'pu-weekend-event': {
    title: 'Balapan Slot Akhir Pekan',
    lead: 'Putar slot apa saja akhir pekan ini untuk berebut hadiah <strong>RM 50,000</strong>.',
    points: ['100 pemain teratas menang.', 'Hasil diumumkan pada hari Senin.'],
  },
  'pr-weekly-reload': {
    title: 'Isi Ulang Mingguan 30%',
    lead: 'Setiap Senin, dapatkan <strong>tambahan 30%</strong> untuk deposit pertama Anda.',
    points: ['Bonus maksimal RM 300.', 'Berlaku untuk slot dan tembak ikan.'],
    link: { href: '/promotions', text: 'Klaim sekarang' },
  },
  'pr-cashback': {
    title: 'Cashback Harian hingga 1%',
    lead: 'Terima <strong>cashback tanpa batas</strong> dari taruhan sah Anda setiap hari.',
    points: ['Dikreditkan otomatis pukul 12:00.', 'Tanpa syarat turnover.'],
  },
  'pr-referral': {
    title: 'Ajak Teman, Dapatkan Hadiah',
    lead: 'Dapatkan <strong>RM 20</strong> untuk setiap teman yang bergabung dan deposit.',
    points: ['Bagikan tautan Anda dari halaman Ajak Teman.', 'Tanpa batas jumlah teman.'],
  },
  'h-new-games': {
    title: '20 Game Baru Bulan Ini',
    lead: 'Temukan <strong>20 judul baru</strong> dari Aurora Gaming dan Lotus Live.',
    points: ['Slot baru dengan putaran beli fitur.', 'Dua meja bakarat langsung baru.'],
    link: { href: '/rng', text: 'Mainkan slot baru' },
  },
  'h-tournament': {
    title: 'Turnamen Card Masters',
    lead: 'Ikuti turnamen <strong>Card Masters</strong> untuk berbagi RM 20,000.',
    points: [
      'Babak kualifikasi berlangsung sepanjang minggu.',
      'Final disiarkan langsung pada hari Minggu.',
    ],
  },
};
