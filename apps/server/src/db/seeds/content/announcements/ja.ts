import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const ja: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: '火曜日の定期メンテナンス',
    lead: 'システム更新のため、<strong>火曜日 03:00〜05:00（GMT+8）</strong>は決済を停止します。',
    points: ['更新中もゲームはご利用いただけます。', '03:00 までの入金は通常どおり反映されます。'],
  },
  'b-new-payment': {
    title: '電子ウォレット入金に対応',
    lead: '<strong>電子ウォレット</strong>での入金が可能になりました。3分以内に反映されます。',
    points: ['最低入金額は RM 10 です。', '電子ウォレット入金の手数料は無料です。'],
    link: { href: '/help', text: '入金方法' },
  },
  'b-security': {
    title: 'アカウントを安全に',
    lead: '当社スタッフがパスワードや認証コードを尋ねることは<strong>決してありません</strong>。',
    points: [
      '8文字以上の固有のパスワードをお使いください。',
      '共有端末ではログアウトしてください。',
    ],
  },
  'b-app-release': {
    title: 'アプリ新バージョン 3.2',
    lead: 'バージョン <strong>3.2</strong> でゲームの読み込みが速くなり、ダークモードに対応しました。',
    points: ['iOS 17 以降が必要です。', 'Android はダウンロードページから更新できます。'],
    link: { href: '/down', text: '今すぐダウンロード' },
  },
  'b-support-hours': {
    title: '24時間年中無休のカスタマーサービス',
    lead: 'サポートチームは<strong>24時間</strong>、年中無休で対応します。',
    points: [
      'ライブチャットは1分以内に返信します。',
      'Telegram と WhatsApp でもお問い合わせいただけます。',
    ],
  },
  'pl-vip-upgrade': {
    title: 'VIPレベルをアップグレード',
    lead: 'VIP会員は<strong>1日の出金上限が引き上げ</strong>られました。',
    points: ['ランク5以上には専任のVIP担当が付きます。', '昇格判定は毎週月曜日です。'],
  },
  'pl-verify-account': {
    title: '携帯電話番号を認証してください',
    lead: '携帯電話番号を認証して<strong>出金を保護</strong>しましょう。',
    points: [
      'マイアカウント > セキュリティセンターを開きます。',
      'SMSで届いたコードを入力します。',
    ],
  },
  'pl-responsible': {
    title: '責任あるプレイを',
    lead: 'いつでも<strong>入金上限</strong>を設定したり、休止したりできます。',
    points: ['上限は翌日から適用されます。', 'ご希望により自己除外も可能です。'],
    link: { href: 'https://www.gamblingtherapy.org/', text: '無料サポートを受ける' },
  },
  'pu-welcome': {
    title: 'Portal へようこそ',
    lead: '新規会員は最大 RM 1,000 の<strong>100% ウェルカムボーナス</strong>を受け取れます。',
    points: ['RM 30 以上の入金が必要です。', '出金前に15倍の賭け条件があります。'],
    link: { href: '/promotions', text: 'すべてのプロモーションを見る' },
  },
  'pu-weekend-event': {
    title: '週末スロットレース',
    lead: '今週末はどのスロットでも、賞金総額 <strong>RM 50,000</strong> のレースに参加できます。',
    points: ['上位100名が入賞します。', '結果は月曜日に発表します。'],
  },
  'pr-weekly-reload': {
    title: '毎週リロード 30%',
    lead: '毎週月曜日の初回入金に<strong>30% 追加</strong>ボーナス。',
    points: ['ボーナス上限は RM 300 です。', 'スロットとフィッシングゲームが対象です。'],
    link: { href: '/promotions', text: '今すぐ受け取る' },
  },
  'pr-cashback': {
    title: '毎日最大1%のキャッシュバック',
    lead: '毎日の有効ベットに<strong>上限なしのキャッシュバック</strong>。',
    points: ['毎日12:00に自動で付与されます。', '賭け条件はありません。'],
  },
  'pr-referral': {
    title: '友達を招待して報酬をゲット',
    lead: '登録して入金した友達1人につき <strong>RM 20</strong> を獲得できます。',
    points: ['友達招待ページからリンクを共有してください。', '招待人数に上限はありません。'],
  },
  'h-new-games': {
    title: '今月の新作ゲーム20本',
    lead: 'Aurora Gaming と Lotus Live の<strong>新作20タイトル</strong>をお楽しみください。',
    points: ['フィーチャー購入付きの新スロット。', '新しいライブバカラテーブルが2卓。'],
    link: { href: '/rng', text: '新作スロットをプレイ' },
  },
  'h-tournament': {
    title: 'カードマスターズ・トーナメント',
    lead: '<strong>カードマスターズ</strong>に参加して RM 20,000 の賞金を山分け。',
    points: ['予選は1週間開催されます。', '決勝は日曜日にライブ配信されます。'],
  },
};
