import { defineTexts } from '@xc/i18n';

/** Vietnamese texts of the shell (namespace `feature-shell`). */
export const shellTexts = defineTexts('feature-shell', {
  skipToContent: 'Bỏ qua, tới nội dung chính',
  homeHeroKicker: 'Chào mừng đến với',
  homeHeroLead:
    'Thể thao, casino trực tuyến, nổ hũ, lô đề và nhiều trò chơi khác trên một tài khoản duy nhất.',
  ageNotice: '18+ · Chơi có trách nhiệm',
  ageNoticeDetail:
    'Chỉ dành cho người từ 18 tuổi trở lên. Hãy đặt giới hạn cho bản thân và chỉ chơi với số tiền bạn có thể chấp nhận mất.',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundMessage: 'Page Not Found: {{path}}',
  notFoundHint: 'Trang bạn tìm có thể đã được đổi tên, đã bị xoá hoặc tạm thời không truy cập được.',
  backHome: 'Về trang chủ',
  accountTitle: 'Tài khoản',
  accountLead: 'Khu vực tài khoản: thông tin cá nhân, ngân hàng, nạp tiền, rút tiền và lịch sử giao dịch.',
  errorTitle: 'Đã có lỗi xảy ra',
  errorMessage: 'Đã có lỗi xảy ra vui lòng thử lại sau',
  copyright: '© {{year}} {{brand}}. Mọi quyền được bảo lưu.',
  mainNavigation: 'Điều hướng chính',
});

export const useShellTexts = shellTexts.useTexts;
