import { defineTexts } from '@xc/i18n';

/** Every player-facing string of the ui-kit (namespace `ui-kit`). */
export const uiTexts = defineTexts('ui-kit', {
  modal: { close: 'Đóng' },
  toast: {
    region: 'Thông báo',
    close: 'Đóng thông báo',
    type: { success: 'Thành công', warning: 'Cảnh báo', error: 'Lỗi' },
  },
  input: { showPassword: 'Hiện mật khẩu', hidePassword: 'Ẩn mật khẩu' },
  button: { loading: 'Đang xử lý' },
  load: { loading: 'Đang tải…', failed: 'Không tải được dữ liệu. Vui lòng thử lại.', retry: 'Thử lại' },
  otp: {
    label: 'Mã xác thực',
    sentTo: 'Mã xác thực gồm 6 chữ số đã được gửi đến {{destination}}. Mã có hiệu lực trong 5 phút.',
    required: 'Vui lòng nhập mã xác thực',
    format: 'Mã xác thực gồm 6 chữ số',
    submit: 'Xác nhận',
    resend: 'Gửi lại mã',
    resendIn: 'Gửi lại mã sau {{seconds}} giây',
  },
});

export const useUiTexts = uiTexts.useTexts;
