import type { AnnouncementCode, AnnouncementText } from '../announcements.js';

export const vi: Record<AnnouncementCode, AnnouncementText> = {
  'b-maintenance-window': {
    title: 'Bảo trì định kỳ vào thứ Ba',
    lead: 'Thanh toán sẽ tạm dừng <strong>thứ Ba 03:00-05:00 (GMT+8)</strong> để nâng cấp hệ thống.',
    points: [
      'Trò chơi vẫn mở trong thời gian nâng cấp.',
      'Tiền nạp trước 03:00 được cộng như bình thường.',
    ],
  },
  'b-new-payment': {
    title: 'Nạp tiền qua ví điện tử',
    lead: 'Giờ đây bạn có thể nạp bằng <strong>ví điện tử</strong>, cộng tiền trong vòng 3 phút.',
    points: ['Nạp tối thiểu RM 10.', 'Miễn phí cho mọi giao dịch nạp qua ví điện tử.'],
    link: { href: '/help', text: 'Cách nạp tiền' },
  },
  'b-security': {
    title: 'Giữ an toàn cho tài khoản',
    lead: 'Nhân viên của chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh của bạn.',
    points: ['Dùng mật khẩu riêng có ít nhất 8 ký tự.', 'Đăng xuất trên thiết bị dùng chung.'],
  },
  'b-app-release': {
    title: 'Ứng dụng phiên bản mới 3.2',
    lead: 'Phiên bản <strong>3.2</strong> tải trò chơi nhanh hơn và có chế độ tối.',
    points: ['Yêu cầu iOS 17 trở lên.', 'Người dùng Android có thể cập nhật tại trang tải xuống.'],
    link: { href: '/down', text: 'Tải ngay' },
  },
  'b-support-hours': {
    title: 'Chăm sóc khách hàng 24/7',
    lead: 'Đội ngũ của chúng tôi hỗ trợ <strong>24 giờ mỗi ngày</strong>, 7 ngày mỗi tuần.',
    points: ['Trò chuyện trực tuyến phản hồi trong 1 phút.', 'Có hỗ trợ qua Telegram và WhatsApp.'],
  },
  'pl-vip-upgrade': {
    title: 'Nâng cấp cấp độ VIP',
    lead: 'Thành viên VIP nay có <strong>hạn mức rút tiền hằng ngày cao hơn</strong>.',
    points: ['Hạng 5 trở lên có chuyên viên VIP riêng.', 'Xét nâng hạng vào mỗi thứ Hai.'],
  },
  'pl-verify-account': {
    title: 'Xác minh số điện thoại',
    lead: 'Xác minh số điện thoại để <strong>bảo vệ giao dịch rút tiền</strong>.',
    points: ['Mở Tài khoản của tôi > Trung tâm bảo mật.', 'Nhập mã chúng tôi gửi qua SMS.'],
  },
  'pl-responsible': {
    title: 'Chơi có trách nhiệm',
    lead: 'Đặt <strong>giới hạn nạp tiền</strong> hoặc tạm nghỉ bất cứ lúc nào.',
    points: ['Giới hạn có hiệu lực từ ngày hôm sau.', 'Có thể yêu cầu tự loại trừ.'],
    link: { href: 'https://www.gamblingtherapy.org/', text: 'Nhận hỗ trợ miễn phí' },
  },
  'pu-welcome': {
    title: 'Chào mừng đến với Portal',
    lead: 'Thành viên mới nhận <strong>thưởng chào mừng 100%</strong> lên đến RM 1,000.',
    points: ['Nạp tối thiểu RM 30.', 'Cược đủ 15 lần trước khi rút.'],
    link: { href: '/promotions', text: 'Xem mọi khuyến mãi' },
  },
  'pu-weekend-event': {
    title: 'Đua slot cuối tuần',
    lead: 'Quay bất kỳ slot nào cuối tuần này để tranh giải thưởng <strong>RM 50,000</strong>.',
    points: ['100 người chơi dẫn đầu nhận thưởng.', 'Kết quả công bố vào thứ Hai.'],
  },
  'pr-weekly-reload': {
    title: 'Nạp lại hằng tuần 30%',
    lead: 'Mỗi thứ Hai, nhận <strong>thêm 30%</strong> cho lần nạp đầu tiên.',
    points: ['Thưởng tối đa RM 300.', 'Áp dụng cho slot và bắn cá.'],
    link: { href: '/promotions', text: 'Nhận ngay' },
  },
  'pr-cashback': {
    title: 'Hoàn tiền hằng ngày đến 1%',
    lead: 'Nhận <strong>hoàn tiền không giới hạn</strong> trên tiền cược hợp lệ mỗi ngày.',
    points: ['Tự động cộng lúc 12:00.', 'Không yêu cầu vòng cược.'],
  },
  'pr-referral': {
    title: 'Mời bạn bè, nhận thưởng',
    lead: 'Nhận <strong>RM 20</strong> cho mỗi người bạn tham gia và nạp tiền.',
    points: ['Chia sẻ liên kết từ trang Mời bạn bè.', 'Không giới hạn số lượng bạn bè.'],
  },
  'h-new-games': {
    title: '20 trò chơi mới tháng này',
    lead: 'Khám phá <strong>20 tựa game mới</strong> từ Aurora Gaming và Lotus Live.',
    points: ['Slot mới có vòng mua tính năng.', 'Hai bàn baccarat trực tiếp mới.'],
    link: { href: '/rng', text: 'Chơi slot mới' },
  },
  'h-tournament': {
    title: 'Giải đấu Card Masters',
    lead: 'Tham gia giải <strong>Card Masters</strong> để chia RM 20,000.',
    points: ['Vòng loại diễn ra cả tuần.', 'Chung kết phát trực tiếp vào Chủ nhật.'],
  },
};
