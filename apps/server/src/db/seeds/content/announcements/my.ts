import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const my: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Penyelenggaraan Berjadual pada Selasa',
    lead: 'Pembayaran akan dihentikan sementara <strong>Selasa 03:00-05:00 (GMT+8)</strong> untuk naik taraf sistem.',
    points: [
      'Permainan kekal dibuka semasa naik taraf.',
      'Deposit sebelum 03:00 dikreditkan seperti biasa.',
    ],
  },
  'b-new-payment': {
    title: 'Deposit E-Dompet Baharu',
    lead: 'Kini anda boleh membuat deposit dengan <strong>e-dompet</strong>, dikreditkan dalam masa 3 minit.',
    points: ['Deposit minimum RM 10.', 'Tiada caj untuk semua deposit e-dompet.'],
    link: { href: '/help', text: 'Cara membuat deposit' },
  },
  'b-security': {
    title: 'Pastikan Akaun Anda Selamat',
    lead: 'Kakitangan kami <strong>tidak akan</strong> meminta kata laluan atau kod pengesahan anda.',
    points: [
      'Gunakan kata laluan unik sekurang-kurangnya 8 aksara.',
      'Log keluar pada peranti yang dikongsi.',
    ],
  },
  'b-app-release': {
    title: 'Aplikasi Versi Baharu 3.2',
    lead: 'Versi <strong>3.2</strong> membawa pemuatan permainan lebih pantas dan mod gelap.',
    points: [
      'Memerlukan iOS 17 atau lebih baharu.',
      'Pengguna Android boleh mengemas kini dari halaman muat turun.',
    ],
    link: { href: '/down', text: 'Muat turun sekarang' },
  },
  'b-support-hours': {
    title: 'Khidmat Pelanggan 24/7',
    lead: 'Pasukan kami menjawab <strong>24 jam sehari</strong>, 7 hari seminggu.',
    points: ['Sembang langsung membalas dalam 1 minit.', 'Telegram dan WhatsApp juga tersedia.'],
  },
  'pl-vip-upgrade': {
    title: 'Tahap VIP Dinaik Taraf',
    lead: 'Ahli VIP kini menikmati <strong>had pengeluaran harian yang lebih tinggi</strong>.',
    points: ['Tahap 5 ke atas mendapat hos VIP khas.', 'Naik taraf disemak setiap Isnin.'],
  },
  'pl-verify-account': {
    title: 'Sahkan Nombor Telefon Anda',
    lead: 'Sahkan nombor telefon anda untuk <strong>melindungi pengeluaran</strong>.',
    points: ['Buka Akaun Saya > Pusat Keselamatan.', 'Masukkan kod yang kami hantar melalui SMS.'],
  },
  'pl-responsible': {
    title: 'Bermain Secara Bertanggungjawab',
    lead: 'Tetapkan <strong>had deposit</strong> atau berehat pada bila-bila masa.',
    points: [
      'Had berkuat kuasa pada hari berikutnya.',
      'Pengecualian diri tersedia atas permintaan.',
    ],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Dapatkan sokongan percuma' },
  },
  'pu-welcome': {
    title: 'Selamat Datang ke Portal',
    lead: 'Ahli baharu mendapat <strong>bonus alu-aluan 100%</strong> sehingga RM 1,000.',
    points: ['Deposit sekurang-kurangnya RM 30.', 'Pusing ganti 15x sebelum pengeluaran.'],
    link: { href: '/promotions', text: 'Lihat semua promosi' },
  },
  'pu-weekend-event': {
    title: 'Perlumbaan Slot Hujung Minggu',
    lead: 'Main mana-mana slot hujung minggu ini untuk merebut kumpulan hadiah <strong>RM 50,000</strong>.',
    points: ['100 pemain teratas menang.', 'Keputusan diumumkan pada hari Isnin.'],
  },
  'pr-weekly-reload': {
    title: 'Tambah Nilai Mingguan 30%',
    lead: 'Setiap Isnin, dapatkan <strong>30% tambahan</strong> pada deposit pertama anda.',
    points: ['Bonus maksimum RM 300.', 'Sah untuk permainan slot dan memancing.'],
    link: { href: '/promotions', text: 'Tuntut sekarang' },
  },
  'pr-cashback': {
    title: 'Pulangan Tunai Harian sehingga 1%',
    lead: 'Terima <strong>pulangan tunai tanpa had</strong> atas pertaruhan sah anda setiap hari.',
    points: ['Dikreditkan secara automatik pada 12:00.', 'Tiada syarat pusing ganti.'],
  },
  'pr-referral': {
    title: 'Jemput Rakan, Dapatkan Ganjaran',
    lead: 'Dapatkan <strong>RM 20</strong> bagi setiap rakan yang menyertai dan membuat deposit.',
    points: ['Kongsi pautan anda dari halaman Jemput Rakan.', 'Tiada had bilangan rakan.'],
  },
  'h-new-games': {
    title: '20 Permainan Baharu Bulan Ini',
    lead: 'Terokai <strong>20 judul baharu</strong> daripada Aurora Gaming dan Lotus Live.',
    points: ['Slot baharu dengan pusingan beli ciri.', 'Dua meja bakarat langsung baharu.'],
    link: { href: '/rng', text: 'Main slot baharu' },
  },
  'h-tournament': {
    title: 'Kejohanan Card Masters',
    lead: 'Sertai kejohanan <strong>Card Masters</strong> untuk berkongsi RM 20,000.',
    points: [
      'Pusingan kelayakan sepanjang minggu.',
      'Perlawanan akhir disiarkan secara langsung pada Ahad.',
    ],
  },
};
