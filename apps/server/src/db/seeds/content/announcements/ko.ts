import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const ko: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: '화요일 정기 점검 안내',
    lead: '시스템 업그레이드로 <strong>화요일 03:00-05:00 (GMT+8)</strong>에 결제가 일시 중단됩니다.',
    points: [
      '업그레이드 중에도 게임은 이용하실 수 있습니다.',
      '03:00 이전에 신청한 입금은 평소처럼 반영됩니다.',
    ],
  },
  'b-new-payment': {
    title: '전자지갑 입금 오픈',
    lead: '이제 <strong>전자지갑</strong>으로 입금할 수 있으며, 3분 이내에 반영됩니다.',
    points: ['최소 입금액 RM 10.', '모든 전자지갑 입금은 수수료가 없습니다.'],
    link: { href: '/help', text: '입금 방법 보기' },
  },
  'b-security': {
    title: '계정을 안전하게 지키세요',
    lead: '저희 직원은 비밀번호나 인증번호를 <strong>절대</strong> 요구하지 않습니다.',
    points: ['8자 이상의 고유한 비밀번호를 사용하세요.', '공용 기기에서는 꼭 로그아웃하세요.'],
  },
  'b-app-release': {
    title: '새 앱 버전 3.2 출시',
    lead: '<strong>3.2</strong> 버전에서 게임 로딩이 더 빨라지고 다크 모드가 추가되었습니다.',
    points: [
      'iOS 17 이상이 필요합니다.',
      'Android 사용자는 다운로드 페이지에서 업데이트할 수 있습니다.',
    ],
    link: { href: '/down', text: '지금 다운로드' },
  },
  'b-support-hours': {
    title: '연중무휴 24시간 고객센터',
    lead: '고객센터가 <strong>하루 24시간</strong>, 주 7일 답변해 드립니다.',
    points: [
      '실시간 상담은 1분 이내에 답변합니다.',
      'Telegram과 WhatsApp으로도 문의하실 수 있습니다.',
    ],
  },
  'pl-vip-upgrade': {
    title: 'VIP 등급 혜택 강화',
    lead: '이제 VIP 회원은 <strong>더 높은 일일 출금 한도</strong>를 누릴 수 있습니다.',
    points: ['5등급 이상은 전담 VIP 매니저가 배정됩니다.', '등급 상향은 매주 월요일에 심사합니다.'],
  },
  'pl-verify-account': {
    title: '휴대폰 번호를 인증하세요',
    lead: '휴대폰 번호를 인증하여 <strong>출금을 안전하게 보호</strong>하세요.',
    points: ['내 계정 > 보안 센터를 여세요.', 'SMS로 받은 인증번호를 입력하세요.'],
  },
  'pl-responsible': {
    title: '책임감 있는 게임',
    lead: '언제든지 <strong>입금 한도</strong>를 설정하거나 휴식할 수 있습니다.',
    points: ['한도는 다음 날부터 적용됩니다.', '요청 시 자기 제한을 이용할 수 있습니다.'],
    link: { href: 'https://www.gamblingtherapy.org/', text: '무료 상담 받기' },
  },
  'pu-welcome': {
    title: 'Portal에 오신 것을 환영합니다',
    lead: '신규 회원은 최대 RM 1,000까지 <strong>100% 웰컴 보너스</strong>를 받습니다.',
    points: ['최소 RM 30 이상 입금하세요.', '출금 전 15배 롤링이 필요합니다.'],
    link: { href: '/promotions', text: '전체 프로모션 보기' },
  },
  'pu-weekend-event': {
    title: '주말 슬롯 레이스',
    lead: '이번 주말 아무 슬롯이나 플레이하고 <strong>RM 50,000</strong> 상금 풀에 도전하세요.',
    points: ['상위 100명에게 상금을 드립니다.', '결과는 월요일에 발표됩니다.'],
  },
  'pr-weekly-reload': {
    title: '주간 재충전 30%',
    lead: '매주 월요일 첫 입금 시 <strong>30% 추가</strong> 보너스를 받으세요.',
    points: ['최대 보너스 RM 300.', '슬롯 및 피싱 게임에 적용됩니다.'],
    link: { href: '/promotions', text: '지금 받기' },
  },
  'pr-cashback': {
    title: '매일 최대 1% 캐시백',
    lead: '매일 유효 베팅에 대해 <strong>무제한 캐시백</strong>을 받으세요.',
    points: ['매일 12:00에 자동 지급됩니다.', '롤링 조건이 없습니다.'],
  },
  'pr-referral': {
    title: '친구 초대하고 보상 받기',
    lead: '가입하고 입금한 친구 1명당 <strong>RM 20</strong>을 받으세요.',
    points: [
      '친구 초대 페이지에서 링크를 공유하세요.',
      '초대할 수 있는 친구 수에 제한이 없습니다.',
    ],
  },
  'h-new-games': {
    title: '이달의 신규 게임 20종',
    lead: 'Aurora Gaming과 Lotus Live의 <strong>신규 게임 20종</strong>을 만나 보세요.',
    points: ['기능 구매 라운드가 있는 새 슬롯.', '새로운 라이브 바카라 테이블 2개.'],
    link: { href: '/rng', text: '새 슬롯 플레이하기' },
  },
  'h-tournament': {
    title: '카드 마스터즈 토너먼트',
    lead: '<strong>카드 마스터즈</strong> 토너먼트에 참가하고 RM 20,000 상금을 나눠 가지세요.',
    points: ['예선 라운드는 일주일 내내 진행됩니다.', '결승전은 일요일에 생중계됩니다.'],
  },
};
