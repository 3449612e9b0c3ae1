import type { Catalogue } from '../message-keys.js';

export const vi: Catalogue = {
  VALIDATION_FAILED: 'Một số thông tin gửi lên bị thiếu hoặc không hợp lệ.',
  UNKNOWN_FIELD: 'Yêu cầu chứa một trường không được chấp nhận.',
  INVALID_AMOUNT: 'Vui lòng nhập số tiền có tối đa 2 chữ số thập phân.',
  NOT_LOGGED_IN: 'Bạn chưa đăng nhập. Vui lòng đăng nhập trước.',
  FORBIDDEN: 'Bạn không được phép thực hiện thao tác này.',
  TRIAL_ACCOUNT: 'Cần tài khoản tiền thật. Tài khoản dùng thử không thể thực hiện.',
  NOT_FOUND: 'Không tìm thấy nội dung yêu cầu.',
  ROUTE_NOT_FOUND: 'Địa chỉ này không tồn tại.',
  METHOD_NOT_ALLOWED: 'Địa chỉ này không chấp nhận loại yêu cầu này.',
  CONFLICT: 'Xung đột với dữ liệu hiện có. Vui lòng tải lại và thử lại.',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  UNSUPPORTED_MEDIA_TYPE: 'Định dạng dữ liệu gửi lên không được chấp nhận.',
  TOO_MANY_REQUESTS: 'Quá nhiều yêu cầu. Vui lòng chờ một lát rồi thử lại.',
  SYSTEM_MAINTENANCE: 'Hệ thống đang bảo trì. Vui lòng quay lại sau.',
  REGION_RESTRICTED: 'Truy cập từ vị trí hoặc địa chỉ IP của bạn bị hạn chế.',
  IP_BLOCKED: 'Địa chỉ IP của bạn đã bị chặn: cấm truy cập.',
  GAME_MAINTENANCE: 'Trò chơi này đang bảo trì. Hãy thử các trò chơi phổ biến của chúng tôi.',
  SYSTEM_ERROR: 'Đã xảy ra lỗi hệ thống. Vui lòng thử lại sau.',
  SERVICE_UNAVAILABLE: 'Dịch vụ tạm thời không khả dụng. Vui lòng thử lại sau ít phút.',
  'maintenance.title': 'Bảo trì hệ thống',
  'maintenance.info':
    'Chúng tôi đang nâng cấp hệ thống để phục vụ bạn tốt hơn. Vui lòng quay lại sau hoặc liên hệ chăm sóc khách hàng.',
  'regionBlocked.title': 'Truy cập bị hạn chế',
  'regionBlocked.info':
    'Dịch vụ của chúng tôi không khả dụng tại khu vực của bạn. Hãy liên hệ chăm sóc khách hàng nếu bạn cho rằng đây là nhầm lẫn.',
};
