import type { HelpTexts } from '../help.js';

export const my: HelpTexts = {
  topics: {
    deposit: 'Deposit',
    withdrawal: 'Pengeluaran',
    account: 'Akaun',
    responsible: 'Permainan Bertanggungjawab',
    terms: 'Terma dan Privasi',
  },
  items: {
    'deposit-methods': {
      title: 'Bagaimana cara membuat deposit?',
      lead: 'Buka <strong>Deposit</strong> dari bar atas, pilih kaedah dan masukkan jumlah.',
      points: [
        'Pindahan bank, e-dompet dan perbankan dalam talian disokong.',
        'Kebanyakan deposit diterima dalam 3 minit.',
        'Deposit minimum ialah RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'Deposit saya belum diterima',
      lead: 'Deposit biasanya diterima dalam beberapa minit. Jika belum selepas <strong>15 minit</strong>:',
      points: [
        'Semak jumlah dan rujukan sepadan sepenuhnya.',
        'Simpan resit bank anda.',
        'Hantar resit kepada khidmat pelanggan melalui sembang langsung.',
      ],
    },
    'withdrawal-how': {
      title: 'Bagaimana cara membuat pengeluaran?',
      lead: 'Buka <strong>Pengeluaran</strong> di pusat ahli dan pilih akaun bank anda.',
      points: [
        'Lengkapkan pusing ganti bonus terlebih dahulu.',
        'Pengeluaran diproses 24/7.',
        'Kata laluan pembayaran diperlukan.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Mengesahkan penerimaan pengeluaran',
      lead: 'Selepas pengeluaran, sahkan sama ada wang <strong>telah diterima</strong>.',
      points: [
        'Jika hanya sebahagian diterima, rekodkan jumlah yang diterima.',
        'Jika tiada yang diterima, muat naik penyata bank sebagai bukti.',
        'Pengeluaran yang tidak disahkan dikira diterima selepas tempoh menunggu.',
      ],
    },
    'account-register': {
      title: 'Membuka akaun',
      lead: 'Tekan <strong>Daftar</strong>, pilih nama pengguna dan kata laluan, dan terima terma.',
      points: [
        'Anda mesti berumur 18 tahun ke atas.',
        'Satu akaun bagi setiap orang.',
        'Pendaftaran mudah alih mungkin memerlukan kod SMS.',
      ],
    },
    'account-password': {
      title: 'Saya terlupa kata laluan',
      lead: 'Gunakan <strong>Lupa kata laluan</strong> pada tetingkap log masuk.',
      points: [
        'Tetapkan semula melalui e-mel dengan nama pengguna anda.',
        'Atau tetapkan semula melalui telefon dengan kod SMS.',
      ],
    },
    'responsible-limits': {
      title: 'Had deposit dan rehat',
      lead: 'Permainan sepatutnya menyeronokkan. Anda boleh menetapkan had deposit <strong>harian, mingguan atau bulanan</strong>.',
      points: [
        'Had yang lebih rendah berkuat kuasa serta-merta.',
        'Had yang lebih tinggi berkuat kuasa selepas 24 jam.',
        'Anda boleh berehat dari 1 hari hingga 6 bulan.',
      ],
    },
    'responsible-support': {
      title: 'Mendapatkan bantuan',
      lead: 'Jika permainan tidak lagi menyeronokkan, bercakaplah dengan seseorang. Bantuan adalah <strong>percuma dan sulit</strong>.',
      points: ['Khidmat pelanggan kami boleh menutup akaun anda atas permintaan.'],
      link: {
        href: 'https://www.gamblingtherapy.org/',
        text: 'Gambling Therapy: sokongan percuma',
      },
    },
    'terms-general': {
      title: 'Terma dan syarat',
      lead: 'Dengan menggunakan laman ini anda menerima <strong>terma dan syarat</strong> kami.',
      points: [
        'Bonus mempunyai syarat pusing ganti.',
        'Akaun pendua boleh ditutup.',
        'Pengendali berlesen di Malta, Kepulauan Virgin British dan Filipina.',
      ],
    },
    'terms-privacy': {
      title: 'Dasar privasi',
      lead: 'Data anda dilindungi dengan <strong>penyulitan 128-bit</strong> dan tidak pernah dijual.',
      points: [
        'Kami hanya menyimpan data yang diperlukan untuk akaun anda.',
        'Anda boleh meminta salinan data anda pada bila-bila masa.',
      ],
    },
  },
};
