import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Phượng Hoàng – Nhà cái thể thao, casino và xổ số trực tuyến',
    description:
      'Phượng Hoàng: kèo thể thao mỗi ngày, casino trực tiếp, nổ hũ jackpot và xổ số nhanh 1, 3, 5 phút. Đăng ký tài khoản và nhận ưu đãi nạp đầu.',
    keywords: 'phượng hoàng, nhà cái, kèo thể thao, casino trực tiếp, xổ số nhanh, jackpot',
    h1: 'Phượng Hoàng',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Phượng Hoàng',
    description: 'Trang bạn tìm không tồn tại trên Phượng Hoàng. Quay lại trang chủ để tiếp tục.',
    keywords: 'phượng hoàng',
    h1: 'Không tìm thấy trang',
  },
};
