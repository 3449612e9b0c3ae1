import { newGatewaySecret } from '../../cashier/deposits/deposit-channels.service.js';
import { nowIso } from '../time.js';
import type { StaffSeedConfig } from './seed-staff.js';
import type { SeedDb, Texts } from './seed-types.js';

interface ChannelSeed {
  code: string;
  type: 'bank_transfer' | 'gateway';
  names: Texts;
  /** Minor units. */
  min: bigint;
  max: bigint;
  sort: number;
  bank?: { bankName: string; accountName: string; accountNumber: string };
  gatewayKind?: 'sandbox';
}

/**
 * A local bank transfer (to a demo account: not a real one) and the built-in sandbox gateway.
 * Both require the deposit's amount once as turnover (1.00x).
 */
export const demoDepositChannels: ChannelSeed[] = [
  {
    code: 'local-bank',
    type: 'bank_transfer',
    names: {
      EN: 'Local bank transfer',
      CN: '本地银行转账',
      MY: 'Pindahan bank tempatan',
      VI: 'Chuyển khoản ngân hàng nội địa',
      TH: 'โอนผ่านธนาคารในประเทศ',
      ID: 'Transfer bank lokal',
      JA: '国内銀行振込',
      TY: '本地銀行轉帳',
      KO: '국내 계좌 이체',
      HI: 'लोकल बैंक ट्रांसफ़र',
      BN: 'লোকাল ব্যাংক ট্রান্সফার',
      KM: 'ផ្ទេរតាមធនាគារក្នុងស្រុក',
      LO: 'ໂອນຜ່ານທະນາຄານພາຍໃນ',
      MM: 'ပြည်တွင်း ဘဏ်ငွေလွှဲ',
      PT: 'Transferência bancária local',
      ES: 'Transferencia bancaria local',
    },
    min: 5_000n,
    max: 5_000_000n,
    sort: 1,
    bank: {
      bankName: 'Demo Bank Berhad',
      accountName: 'Portal Demo Sdn Bhd',
      accountNumber: '5140 0000 1234',
    },
  },
  {
    code: 'sandbox-pay',
    type: 'gateway',
    names: {
      EN: 'Online payment (sandbox)',
      CN: '在线支付（沙盒）',
      MY: 'Pembayaran dalam talian (sandbox)',
      VI: 'Thanh toán trực tuyến (sandbox)',
      TH: 'ชำระเงินออนไลน์ (แซนด์บ็อกซ์)',
      ID: 'Pembayaran online (sandbox)',
      JA: 'オンライン決済（サンドボックス）',
      TY: '線上支付（沙盒）',
      KO: '온라인 결제 (샌드박스)',
      HI: 'ऑनलाइन पेमेंट (सैंडबॉक्स)',
      BN: 'অনলাইন পেমেন্ট (স্যান্ডবক্স)',
      KM: 'ទូទាត់អនឡាញ (សាកល្បង)',
      LO: 'ຈ່າຍອອນລາຍ (ທົດສອບ)',
      MM: 'အွန်လိုင်း ငွေပေးချေမှု (sandbox)',
      PT: 'Pagamento on-line (sandbox)',
      ES: 'Pago en línea (sandbox)',
    },
    min: 1_000n,
    max: 1_000_000n,
    sort: 2,
    gatewayKind: 'sandbox',
  },
];

/**
 * Inserts the demo deposit channels that are missing (by code); an operator's changes stay. The
 * sandbox gateway pays without money and is never seeded in production.
 */
export async function seedDepositChannels(db: SeedDb, config: StaffSeedConfig): Promise<void> {
  const production = config.NODE_ENV === 'production' || process.env.NODE_ENV === 'production';
  for (const seed of demoDepositChannels) {
    if (seed.gatewayKind === 'sandbox' && production) continue;
    const now = nowIso();
    await db
      .insertInto('deposit_channels')
      .values({
        code: seed.code,
        type: seed.type,
        name: seed.names.EN,
        names: JSON.stringify(seed.names),
        min_amount: seed.min,
        max_amount: seed.max,
        enabled: 1,
        sort: seed.sort,
        turnover_bps: 10_000,
        bank_name: seed.bank?.bankName ?? null,
        account_name: seed.bank?.accountName ?? null,
        account_number: seed.bank?.accountNumber ?? null,
        gateway_kind: seed.gatewayKind ?? null,
        gateway_secret: seed.gatewayKind ? newGatewaySecret() : null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
}
