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
});

export const useUiTexts = uiTexts.useTexts;
