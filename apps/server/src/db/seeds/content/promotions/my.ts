import type { PromotionTexts } from '../promotions.js';

export const my: PromotionTexts = {
  'promo-welcome-100': {
    title: 'Bonus Alu-aluan 100%',
    summary: 'Gandakan deposit pertama anda, sehingga RM 1,000.00.',
    content: {
      lead: 'Pilih bonus ini di halaman deposit dan kami padankan <strong>100% deposit pertama</strong> anda, sehingga RM 1,000.00.',
      points: [
        'Deposit minimum RM 50.00.',
        'Pusing ganti: 8 kali jumlah deposit dan bonus, dalam tempoh 30 hari.',
        'Slot, memancing, sukan dan permainan kad dikira sepenuhnya; kasino langsung dikira separuh; loteri tidak dikira.',
        'Bonus disimpan dalam dompet bonus dan dipindahkan ke dompet utama sebaik sahaja pusing ganti dicapai.',
        'Pengeluaran boleh dibuat sebaik sahaja pusing ganti dicapai, atau selepas anda melepaskan bonus di Butiran bonus.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Bonus Tambah Nilai Mingguan 30%',
    summary: 'Bonus 30% untuk satu deposit setiap minggu, sehingga RM 300.00.',
    content: {
      lead: 'Seminggu sekali (minggu bermula hari Isnin, GMT+8), pilih bonus ini semasa deposit dan kami tambah <strong>30%</strong> kepada deposit tersebut, sehingga RM 300.00.',
      points: [
        'Deposit minimum RM 100.00.',
        'Pusing ganti: 5 kali jumlah deposit dan bonus, dalam tempoh 7 hari.',
        'Kasino langsung dikira separuh; loteri tidak dikira.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Pulangan Tunai Hari Derby',
    summary: '5% daripada kerugian bersih harian sukan anda, dikreditkan semula setiap pagi.',
    content: {
      lead: 'Sertai sekali sahaja dan setiap pagi jam 08:00 (GMT+8) kami bayar <strong>5% daripada kerugian bersih hari sebelumnya</strong> untuk sukan sebagai bonus, sehingga RM 500.00 sehari.',
      points: [
        'Kerugian bersih ialah jumlah taruhan sukan yang telah diselesaikan ditolak bayaran kemenangannya pada hari tersebut.',
        'Pulangan tunai di bawah RM 1.00 tidak dibayar.',
        'Pusing ganti: 1 kali jumlah pulangan tunai, dalam tempoh 7 hari.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Bonus Pemburu Terumbu',
    summary: 'Tambahan 10% untuk setiap deposit yang anda mainkan dalam permainan memancing.',
    content: {
      lead: 'Pilih bonus ini dengan sebarang deposit RM 30.00 atau lebih dan dapatkan <strong>tambahan 10%</strong>, sehingga RM 200.00.',
      points: [
        'Hanya permainan memancing dikira untuk pusing ganti: 5 kali jumlah deposit dan bonus, dalam tempoh 7 hari.',
        'Tuntut semula dengan deposit seterusnya sebaik sahaja bonus sebelumnya selesai.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Ganjaran Rakan Zalo sehingga RM 131.00',
    summary: 'Tambah Zalo atau WhatsApp kami, hantar tangkapan skrin, dapatkan sehingga RM 131.00.',
    content: {
      lead: 'Tambah akaun rasmi kami di Zalo atau WhatsApp, kemudian mohon di sini dengan ID anda dan <strong>tangkapan skrin perbualan</strong>.',
      points: [
        'Khidmat pelanggan akan menyemak setiap permohonan dan meluluskan ganjaran sehingga RM 131.00.',
        'Tangkapan skrin PNG atau JPG, maksimum 3 keping, setiap satu sehingga 5 MB; catatan sehingga 140 aksara.',
        'Pusing ganti: 1 kali jumlah ganjaran, dalam tempoh 14 hari. Sekali bagi setiap ahli.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Cabutan Bertuah Bulanan',
    summary: 'Sertai cabutan; pemenang menuntut hadiah mereka di sini.',
    content: {
      lead: 'Daftar untuk menyertai cabutan bulan ini. Pemenang akan dimaklumkan melalui peti mesej dan <strong>menuntut hadiah di halaman ini</strong>.',
      points: [
        'Hadiah hanya boleh dituntut sekali dan dikreditkan sebagai bonus dengan pusing ganti 1 kali, dalam tempoh 14 hari.',
        'Pemenang dicabut oleh khidmat pelanggan pada hujung bulan.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'Rebat Harian VIP',
    summary: 'Sehingga 0.5% daripada taruhan sah anda dikembalikan setiap hari, terus ke dompet.',
    content: {
      lead: 'Untuk VIP tahap 3 dan ke atas: setiap pagi kami bayar rebat atas <strong>taruhan sah hari sebelumnya</strong>, tanpa pusing ganti.',
      points: [
        'Slot, memancing dan sukan 0.5%; kasino langsung 0.4%; permainan kad 0.3%.',
        'Sehingga RM 2,000.00 sehari; rebat di bawah RM 1.00 tidak dibayar.',
      ],
    },
  },
};
