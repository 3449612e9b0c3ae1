import type { HelpTexts } from '../help.js';

export const id: HelpTexts = {
  topics: {
    deposit: 'Deposit',
    withdrawal: 'Penarikan',
    account: 'Akun',
    responsible: 'Permainan Bertanggung Jawab',
    terms: 'Ketentuan dan Privasi',
  },
  items: {
    'deposit-methods': {
      title: 'Bagaimana cara deposit?',
      lead: 'Buka <strong>Deposit</strong> dari bilah atas, pilih metode dan masukkan jumlah.',
      points: [
        'Transfer bank, e-wallet dan perbankan online didukung.',
        'Sebagian besar deposit masuk dalam 3 menit.',
        'Deposit minimum adalah RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'Deposit saya belum masuk',
      lead: 'Deposit biasanya masuk dalam hitungan menit. Jika belum setelah <strong>15 menit</strong>:',
      points: [
        'Periksa jumlah dan referensi sudah sama persis.',
        'Simpan bukti transfer bank Anda.',
        'Kirim bukti ke layanan pelanggan melalui obrolan langsung.',
      ],
    },
    'withdrawal-how': {
      title: 'Bagaimana cara menarik dana?',
      lead: 'Buka <strong>Penarikan</strong> di pusat anggota dan pilih rekening bank Anda.',
      points: [
        'Selesaikan turnover bonus terlebih dahulu.',
        'Penarikan diproses 24/7.',
        'Kata sandi pembayaran diperlukan.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Mengonfirmasi penerimaan penarikan',
      lead: 'Setelah penarikan, konfirmasikan apakah dana <strong>sudah diterima</strong>.',
      points: [
        'Jika hanya sebagian yang masuk, catat jumlah yang diterima.',
        'Jika tidak ada yang masuk, unggah mutasi rekening sebagai bukti.',
        'Penarikan yang tidak dikonfirmasi dianggap diterima setelah waktu tunggu.',
      ],
    },
    'account-register': {
      title: 'Membuat akun',
      lead: 'Tekan <strong>Daftar</strong>, pilih nama pengguna dan kata sandi, lalu setujui ketentuan.',
      points: [
        'Anda harus berusia 18 tahun atau lebih.',
        'Satu akun per orang.',
        'Pendaftaran lewat ponsel mungkin memerlukan kode SMS.',
      ],
    },
    'account-password': {
      title: 'Saya lupa kata sandi',
      lead: 'Gunakan <strong>Lupa kata sandi</strong> di jendela masuk.',
      points: [
        'Atur ulang lewat email dengan nama pengguna Anda.',
        'Atau atur ulang lewat ponsel dengan kode SMS.',
      ],
    },
    'responsible-limits': {
      title: 'Batas deposit dan jeda',
      lead: 'Bermain seharusnya menyenangkan. Anda dapat mengatur batas deposit <strong>harian, mingguan, atau bulanan</strong>.',
      points: [
        'Batas yang lebih rendah langsung berlaku.',
        'Batas yang lebih tinggi berlaku setelah 24 jam.',
        'Anda dapat rehat dari 1 hari hingga 6 bulan.',
      ],
    },
    'responsible-support': {
      title: 'Mendapatkan bantuan',
      lead: 'Jika bermain tidak lagi menyenangkan, bicaralah dengan seseorang. Bantuan <strong>gratis dan rahasia</strong>.',
      points: ['Layanan pelanggan kami dapat menutup akun Anda atas permintaan.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: dukungan gratis' },
    },
    'terms-general': {
      title: 'Syarat dan ketentuan',
      lead: 'Dengan menggunakan situs ini Anda menyetujui <strong>syarat dan ketentuan</strong> kami.',
      points: [
        'Bonus memiliki syarat turnover.',
        'Akun ganda dapat ditutup.',
        'Operator berlisensi di Malta, Kepulauan Virgin Britania Raya, dan Filipina.',
      ],
    },
    'terms-privacy': {
      title: 'Kebijakan privasi',
      lead: 'Data Anda dilindungi dengan <strong>enkripsi 128-bit</strong> dan tidak pernah dijual.',
      points: [
        'Kami hanya menyimpan data yang diperlukan untuk akun Anda.',
        'Anda dapat meminta salinan data Anda kapan saja.',
      ],
    },
  },
};
