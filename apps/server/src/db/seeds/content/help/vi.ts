import type { HelpTexts } from '../help.js';

export const vi: HelpTexts = {
  topics: {
    deposit: 'Nạp tiền',
    withdrawal: 'Rút tiền',
    account: 'Tài khoản',
    responsible: 'Chơi có trách nhiệm',
    terms: 'Điều khoản và quyền riêng tư',
  },
  items: {
    'deposit-methods': {
      title: 'Làm thế nào để nạp tiền?',
      lead: 'Mở <strong>Nạp tiền</strong> trên thanh trên cùng, chọn phương thức và nhập số tiền.',
      points: [
        'Hỗ trợ chuyển khoản, ví điện tử và ngân hàng trực tuyến.',
        'Hầu hết giao dịch nạp đến trong 3 phút.',
        'Số tiền nạp tối thiểu là RM 10.',
      ],
    },
    'deposit-not-credited': {
      title: 'Tiền nạp của tôi chưa đến',
      lead: 'Tiền nạp thường đến trong vài phút. Nếu sau <strong>15 phút</strong> vẫn chưa đến:',
      points: [
        'Kiểm tra số tiền và nội dung chuyển khoản khớp chính xác.',
        'Giữ lại biên lai ngân hàng.',
        'Gửi biên lai cho chăm sóc khách hàng qua trò chuyện trực tuyến.',
      ],
    },
    'withdrawal-how': {
      title: 'Làm thế nào để rút tiền?',
      lead: 'Mở <strong>Rút tiền</strong> trong trung tâm thành viên và chọn tài khoản ngân hàng.',
      points: [
        'Hoàn thành vòng cược của tiền thưởng trước.',
        'Rút tiền được xử lý 24/7.',
        'Cần nhập mật khẩu thanh toán.',
      ],
    },
    'withdrawal-receipt': {
      title: 'Xác nhận đã nhận tiền rút',
      lead: 'Sau khi rút, hãy xác nhận tiền <strong>đã nhận được</strong> hay chưa.',
      points: [
        'Nếu chỉ nhận một phần, hãy ghi lại số tiền đã nhận.',
        'Nếu chưa nhận được, hãy tải sao kê ngân hàng lên làm bằng chứng.',
        'Giao dịch không được xác nhận sẽ được coi là đã nhận sau thời gian chờ.',
      ],
    },
    'account-register': {
      title: 'Tạo tài khoản',
      lead: 'Nhấn <strong>Đăng ký</strong>, chọn tên đăng nhập và mật khẩu, rồi đồng ý điều khoản.',
      points: [
        'Bạn phải đủ 18 tuổi trở lên.',
        'Mỗi người một tài khoản.',
        'Đăng ký bằng điện thoại có thể cần mã SMS.',
      ],
    },
    'account-password': {
      title: 'Tôi quên mật khẩu',
      lead: 'Dùng <strong>Quên mật khẩu</strong> trên cửa sổ đăng nhập.',
      points: ['Đặt lại qua email với tên đăng nhập.', 'Hoặc đặt lại qua điện thoại với mã SMS.'],
    },
    'responsible-limits': {
      title: 'Giới hạn nạp tiền và tạm nghỉ',
      lead: 'Chơi game nên là niềm vui. Bạn có thể đặt giới hạn nạp <strong>theo ngày, tuần hoặc tháng</strong>.',
      points: [
        'Giới hạn thấp hơn có hiệu lực ngay.',
        'Giới hạn cao hơn có hiệu lực sau 24 giờ.',
        'Bạn có thể tạm nghỉ từ 1 ngày đến 6 tháng.',
      ],
    },
    'responsible-support': {
      title: 'Nhận trợ giúp',
      lead: 'Nếu chơi game không còn vui, hãy nói chuyện với ai đó. Hỗ trợ <strong>miễn phí và bảo mật</strong>.',
      points: ['Chăm sóc khách hàng có thể đóng tài khoản theo yêu cầu của bạn.'],
      link: { href: 'https://www.gamblingtherapy.org/', text: 'Gambling Therapy: hỗ trợ miễn phí' },
    },
    'terms-general': {
      title: 'Điều khoản và điều kiện',
      lead: 'Khi sử dụng trang web, bạn chấp nhận <strong>điều khoản và điều kiện</strong> của chúng tôi.',
      points: [
        'Tiền thưởng có yêu cầu vòng cược.',
        'Tài khoản trùng lặp có thể bị đóng.',
        'Nhà điều hành được cấp phép tại Malta, Quần đảo Virgin thuộc Anh và Philippines.',
      ],
    },
    'terms-privacy': {
      title: 'Chính sách quyền riêng tư',
      lead: 'Dữ liệu của bạn được bảo vệ bằng <strong>mã hóa 128-bit</strong> và không bao giờ bị bán.',
      points: [
        'Chúng tôi chỉ lưu dữ liệu cần thiết cho tài khoản của bạn.',
        'Bạn có thể yêu cầu bản sao dữ liệu bất cứ lúc nào.',
      ],
    },
  },
};
