import type { CsType, ResourceType } from '@portal/shared/constants/site';
import type { Texts } from '../seed-types.js';

export interface CustomerServiceSeed {
  code: string;
  csType: CsType;
  /** Public link; for type 3 the protected address the server issues on demand. */
  path: string;
  icon: string;
  minVipRank: number;
  titles: Texts;
}

export const demoCustomerServices: CustomerServiceSeed[] = [
  {
    code: 'livechat',
    csType: 1,
    path: 'https://livechat.portal.example/chat',
    icon: 'livechat',
    minVipRank: 0,
    titles: {
      EN: 'Live Chat 24/7',
      CN: '24 小时在线客服',
      MY: 'Sembang Langsung 24/7',
      VI: 'Trò chuyện trực tuyến 24/7',
      TH: 'แชทสด 24/7',
      ID: 'Obrolan Langsung 24/7',
      JA: 'ライブチャット 24時間',
      TY: '24 小時線上客服',
      ES: 'Chat en vivo 24/7',
    },
  },
  {
    code: 'telegram',
    csType: 2,
    path: 'https://t.me/portal_support_demo',
    icon: 'telegram',
    minVipRank: 0,
    titles: {
      EN: 'Telegram',
      CN: 'Telegram 客服',
      MY: 'Telegram',
      VI: 'Telegram',
      TH: 'Telegram',
      ID: 'Telegram',
      JA: 'Telegram',
      TY: 'Telegram 客服',
      ES: 'Telegram',
    },
  },
  {
    code: 'whatsapp',
    csType: 2,
    path: 'https://wa.me/60123456789',
    icon: 'whatsapp',
    minVipRank: 0,
    titles: {
      EN: 'WhatsApp',
      CN: 'WhatsApp 客服',
      MY: 'WhatsApp',
      VI: 'WhatsApp',
      TH: 'WhatsApp',
      ID: 'WhatsApp',
      JA: 'WhatsApp',
      TY: 'WhatsApp 客服',
      ES: 'WhatsApp',
    },
  },
  {
    code: 'facebook',
    csType: 2,
    path: 'https://www.facebook.com/portal.support.demo',
    icon: 'facebook',
    minVipRank: 0,
    titles: {
      EN: 'Facebook',
      CN: 'Facebook 主页',
      MY: 'Facebook',
      VI: 'Facebook',
      TH: 'Facebook',
      ID: 'Facebook',
      JA: 'Facebook',
      TY: 'Facebook 專頁',
      ES: 'Facebook',
    },
  },
  {
    code: 'secure-chat',
    csType: 3,
    path: 'https://secure-chat.portal.example/room/3f9c2a7e',
    icon: 'livechat',
    minVipRank: 0,
    titles: {
      EN: 'Secure Chat',
      CN: '安全客服',
      MY: 'Sembang Selamat',
      VI: 'Trò chuyện bảo mật',
      TH: 'แชทที่ปลอดภัย',
      ID: 'Obrolan Aman',
      JA: 'セキュアチャット',
      TY: '安全客服',
      ES: 'Chat seguro',
    },
  },
  {
    code: 'vip-host',
    csType: 4,
    path: 'https://vip.portal.example/concierge',
    icon: 'vip',
    minVipRank: 5,
    titles: {
      EN: 'VIP Host',
      CN: 'VIP 专属客服',
      MY: 'Hos VIP',
      VI: 'Chuyên viên VIP',
      TH: 'ผู้ดูแล VIP',
      ID: 'Host VIP',
      JA: 'VIP 専任担当',
      TY: 'VIP 專屬客服',
      ES: 'Anfitrión VIP',
    },
  },
];

export interface AppResourceSeed {
  resourceType: ResourceType;
  url: string;
  labelNameEn: string;
  labels: Texts;
}

/** Site-relative addresses are made absolute per request; IOS and ANDROID are operator links. */
export const demoAppResources: AppResourceSeed[] = [
  {
    resourceType: 'IOS',
    // Example store links: an operator replaces them with the real ones in the console.
    url: 'https://apps.example.com/ios/portal',
    labelNameEn: 'iOS App',
    labels: {
      EN: 'iOS App',
      CN: 'iOS 版',
      MY: 'Aplikasi iOS',
      VI: 'Ứng dụng iOS',
      TH: 'แอป iOS',
      ID: 'Aplikasi iOS',
      JA: 'iOS アプリ',
      TY: 'iOS 版',
      ES: 'App para iOS',
    },
  },
  {
    resourceType: 'MOBILECONFIG',
    url: '/wps/system/app/profile.mobileconfig',
    labelNameEn: 'Lite App',
    labels: {
      EN: 'Lite App',
      CN: '轻量版',
      MY: 'Aplikasi Ringan',
      VI: 'Ứng dụng Lite',
      TH: 'แอปไลต์',
      ID: 'Aplikasi Lite',
      JA: 'ライトアプリ',
      TY: '輕量版',
      ES: 'App ligera',
    },
  },
  {
    resourceType: 'ANDROID',
    url: 'https://apps.example.com/android/portal-3.2.0.apk',
    labelNameEn: 'Android App',
    labels: {
      EN: 'Android App',
      CN: '安卓版',
      MY: 'Aplikasi Android',
      VI: 'Ứng dụng Android',
      TH: 'แอป Android',
      ID: 'Aplikasi Android',
      JA: 'Android アプリ',
      TY: 'Android 版',
      ES: 'App para Android',
    },
  },
];

export const demoDomainRoutes: { domain: string; type: 'WEB' | 'H5' | 'API' }[] = [
  { domain: 'www.portal.example', type: 'WEB' },
  { domain: 'www2.portal.example', type: 'WEB' },
  { domain: 'm.portal.example', type: 'H5' },
  { domain: 'api.portal.example', type: 'API' },
];
