import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Rồng Vàng – Cá cược thể thao, casino trực tuyến và nổ hũ',
    description:
      'Rồng Vàng: đặt cược thể thao, chơi casino trực tuyến, nổ hũ và lô đề trên một tài khoản, nạp rút nhanh bằng ngân hàng nội địa.',
    keywords: 'rồng vàng, cá cược thể thao, casino trực tuyến, nổ hũ, lô đề',
    h1: 'Rồng Vàng',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Rồng Vàng',
    description: 'Trang bạn tìm không tồn tại trên Rồng Vàng. Quay lại trang chủ để tiếp tục.',
    keywords: 'rồng vàng',
    h1: 'Không tìm thấy trang',
  },
};
