import type { Catalogue } from '../message-keys.js';

export const ja: Catalogue = {
  VALIDATION_FAILED: '送信された情報の一部が不足しているか、正しくありません。',
  UNKNOWN_FIELD: 'リクエストに受け付けられない項目が含まれています。',
  INVALID_AMOUNT: '小数点以下2桁までの金額を入力してください。',
  NOT_LOGGED_IN: 'ログインしていません。先にログインしてください。',
  FORBIDDEN: 'この操作を行う権限がありません。',
  TRIAL_ACCOUNT:
    'この操作にはリアルマネーのアカウントが必要です。体験アカウントでは利用できません。',
  NOT_FOUND: 'お探しの項目が見つかりません。',
  ROUTE_NOT_FOUND: 'このアドレスは存在しません。',
  METHOD_NOT_ALLOWED: 'このアドレスはこの種類のリクエストを受け付けません。',
  CONFLICT: '既存のデータと競合しています。再読み込みしてもう一度お試しください。',
  PAYLOAD_TOO_LARGE: '送信されたデータが大きすぎます。',
  UNSUPPORTED_MEDIA_TYPE: '送信されたデータの形式は受け付けられません。',
  TOO_MANY_REQUESTS: 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
  SYSTEM_MAINTENANCE: 'システムメンテナンス中です。後ほどお越しください。',
  REGION_RESTRICTED: 'お客様の地域または IP アドレスからのアクセスは制限されています。',
  IP_BLOCKED: 'お客様の IP アドレスはブロックされています：アクセス禁止。',
  GAME_MAINTENANCE: 'このゲームはメンテナンス中です。人気のゲームをお試しください。',
  SYSTEM_ERROR: 'システムエラーが発生しました。後ほどもう一度お試しください。',
  SERVICE_UNAVAILABLE: 'サービスは一時的に利用できません。しばらくしてからお試しください。',
  'maintenance.title': 'システムメンテナンス',
  'maintenance.info':
    'より良いサービスを提供するため、システムをアップグレードしています。後ほどお越しいただくか、カスタマーサービスにお問い合わせください。',
  'regionBlocked.title': 'アクセス制限',
  'regionBlocked.info':
    'お客様の地域では当サービスをご利用いただけません。誤りと思われる場合はカスタマーサービスにお問い合わせください。',
};
