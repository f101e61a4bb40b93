import { defineTexts } from '@xc/i18n';

/**
 * Vietnamese texts of the gift-code modals and entry points (namespace `feature-giftcodes`). The
 * validation and refusal messages are not here: they are the contract's `GIFT_CODE_MESSAGES`, shown
 * exactly as the shared schema and the API give them.
 */
export const giftCodeTexts = defineTexts('feature-giftcodes', {
  open: 'Nhập Gift code',
  headerLabel: 'Gift code',
  title: 'Nhập Gift code',
  description: 'Nhập mã quà tặng để nhận giá trị vào tài khoản.',
  field: 'Gift code',
  placeholder: 'Tối đa 20 ký tự, chỉ chữ và số',
  submit: 'Xác nhận',
  verifyPhone: 'Xác thực số điện thoại',
  phoneNote: 'Cần số điện thoại Viettel, Mobifone hoặc Vinaphone đã xác thực để nhận Gift code.',
  verifiedRetry: 'Đã xác thực số điện thoại. Bạn có thể nhập Gift code.',
  genericError: 'Có lỗi xảy ra vui lòng thử lại sau',
  received: {
    title: 'Nhận Gift code thành công',
    value: 'Giá trị nhận được',
    code: 'Gift code',
    requiredBet: 'Tổng cược yêu cầu',
    explain:
      'Số tiền đã được cộng vào số dư. Bạn có thể rút tiền sau khi tổng cược tính từ lúc nhập code đạt {{requiredBet}}.',
    explainNone: 'Số tiền đã được cộng vào số dư và có thể rút ngay.',
    history: 'Xem lịch sử Gift code',
    close: 'Đã hiểu',
  },
  pending: {
    title: 'Gift code đang chờ',
    none: 'Bạn không có Gift code nào đang chờ đạt tổng cược.',
    summary: 'Code {{code}}: đã cược {{betSoFar}} / {{requiredBet}}',
    remaining:
      'Cần cược thêm {{remaining}} để đủ điều kiện rút. Trong thời gian này chưa thể nhập Gift code mới.',
    progress: 'Tiến độ tổng cược của Gift code {{code}}',
    loading: 'Đang tải trạng thái Gift code…',
    failed: 'Không tải được trạng thái Gift code.',
    retry: 'Thử lại',
  },
  panel: {
    title: 'Nhập Gift code',
    visitor: 'Đăng nhập để nhập Gift code và theo dõi tiến độ tổng cược.',
    login: 'Đăng nhập',
    history: 'Lịch sử Gift code',
  },
  aside: {
    title: 'Gift code',
    lead: 'Có mã quà tặng? Nhập ngay để nhận thưởng.',
  },
});

export const useGiftCodeTexts = giftCodeTexts.useTexts;
