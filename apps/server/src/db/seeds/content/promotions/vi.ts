import type { PromotionTexts } from '../promotions.js';

export const vi: PromotionTexts = {
  'promo-welcome-100': {
    title: 'Thưởng chào mừng 100%',
    summary: 'Nhân đôi lần nạp đầu tiên, tối đa RM 1,000.00.',
    content: {
      lead: 'Chọn ưu đãi này tại trang nạp tiền, bạn sẽ được thưởng thêm <strong>100% lần nạp đầu tiên</strong>, tối đa RM 1,000.00.',
      points: [
        'Nạp tối thiểu RM 50.00.',
        'Vòng cược: 8 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 30 ngày.',
        'Nổ hũ, bắn cá, thể thao và game bài được tính toàn bộ; casino trực tiếp chỉ tính một nửa; xổ số không được tính.',
        'Tiền thưởng được giữ trong ví thưởng và chuyển sang ví chính khi bạn hoàn thành vòng cược.',
        'Bạn có thể rút tiền sau khi hoàn thành vòng cược, hoặc sau khi từ bỏ tiền thưởng tại mục Chi tiết tiền thưởng.',
      ],
    },
  },
  'promo-weekly-reload': {
    title: 'Thưởng nạp lại hằng tuần 30%',
    summary: 'Thưởng 30% cho một lần nạp mỗi tuần, tối đa RM 300.00.',
    content: {
      lead: 'Mỗi tuần một lần (tuần bắt đầu từ thứ Hai, GMT+8), chọn ưu đãi này khi nạp tiền để nhận thêm <strong>30%</strong> số tiền nạp, tối đa RM 300.00.',
      points: [
        'Nạp tối thiểu RM 100.00.',
        'Vòng cược: 5 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 7 ngày.',
        'Casino trực tiếp chỉ tính một nửa; xổ số không được tính.',
      ],
    },
  },
  'promo-sports-cashback': {
    title: 'Hoàn tiền ngày Derby',
    summary: 'Hoàn 5% số tiền thua ròng thể thao mỗi ngày, trả vào mỗi sáng.',
    content: {
      lead: 'Chỉ cần tham gia một lần, mỗi sáng lúc 08:00 (GMT+8) chúng tôi sẽ hoàn <strong>5% số tiền thua ròng của ngày hôm trước</strong> ở thể thao dưới dạng tiền thưởng, tối đa RM 500.00 mỗi ngày.',
      points: [
        'Thua ròng là tổng tiền cược thể thao đã kết toán trừ đi số tiền trả thưởng của các cược đó trong ngày.',
        'Khoản hoàn tiền dưới RM 1.00 sẽ không được trả.',
        'Vòng cược: 1 lần số tiền hoàn, hoàn thành trong 7 ngày.',
      ],
    },
  },
  'promo-fish-10': {
    title: 'Thưởng thợ săn rạn san hô',
    summary: 'Thêm 10% cho mỗi lần nạp để chơi bắn cá.',
    content: {
      lead: 'Chọn ưu đãi này với bất kỳ lần nạp nào từ RM 30.00 trở lên để nhận <strong>thêm 10%</strong>, tối đa RM 200.00.',
      points: [
        'Chỉ game bắn cá được tính vào vòng cược: 5 lần tổng tiền nạp và tiền thưởng, hoàn thành trong 7 ngày.',
        'Sau khi hoàn tất lần thưởng trước, bạn có thể nhận lại ở lần nạp tiếp theo.',
      ],
    },
  },
  'promo-zalo-reward': {
    title: 'Kết bạn Zalo nhận thưởng đến RM 131.00',
    summary: 'Kết bạn Zalo hoặc WhatsApp, gửi ảnh chụp màn hình, nhận thưởng đến RM 131.00.',
    content: {
      lead: 'Kết bạn với tài khoản chính thức của chúng tôi trên Zalo hoặc WhatsApp, sau đó đăng ký tại đây kèm ID của bạn và <strong>ảnh chụp màn hình cuộc trò chuyện</strong>.',
      points: [
        'Bộ phận chăm sóc khách hàng sẽ xét duyệt từng đơn và duyệt thưởng tối đa RM 131.00.',
        'Ảnh chụp màn hình định dạng PNG hoặc JPG, tối đa 3 ảnh, mỗi ảnh không quá 5 MB; ghi chú tối đa 140 ký tự.',
        'Vòng cược: 1 lần tiền thưởng, hoàn thành trong 14 ngày. Mỗi thành viên chỉ được nhận một lần.',
      ],
    },
  },
  'promo-lucky-draw': {
    title: 'Quay thưởng may mắn hằng tháng',
    summary: 'Tham gia quay thưởng; người trúng giải nhận giải tại đây.',
    content: {
      lead: 'Tham gia để có tên trong đợt quay thưởng tháng này. Người trúng giải sẽ được thông báo qua hộp thư và <strong>nhận giải ngay tại trang này</strong>.',
      points: [
        'Mỗi giải chỉ nhận một lần, được trả dưới dạng tiền thưởng với vòng cược 1 lần, hoàn thành trong 14 ngày.',
        'Bộ phận chăm sóc khách hàng sẽ quay chọn người trúng giải vào cuối tháng.',
      ],
    },
  },
  'promo-vip-rebate': {
    title: 'Hoàn trả VIP hằng ngày',
    summary: 'Hoàn trả đến 0.5% tiền cược hợp lệ mỗi ngày, cộng thẳng vào ví.',
    content: {
      lead: 'Dành cho VIP cấp 3 trở lên: mỗi sáng chúng tôi hoàn trả theo <strong>tiền cược hợp lệ của ngày hôm trước</strong>, không yêu cầu vòng cược.',
      points: [
        'Nổ hũ, bắn cá và thể thao 0.5%; casino trực tiếp 0.4%; game bài 0.3%.',
        'Tối đa RM 2,000.00 mỗi ngày; khoản hoàn trả dưới RM 1.00 sẽ không được trả.',
      ],
    },
  },
};
