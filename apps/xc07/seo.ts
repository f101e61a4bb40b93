import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Sao Biển – Casino trực tuyến và nổ hũ dành cho bạn',
    description:
      'Sao Biển: sảnh casino trực tuyến, slot nổ hũ, mini game và nhiệm vụ hằng ngày nhận thưởng, hỗ trợ 24/7 bằng tiếng Việt.',
    keywords: 'sao biển, slot nổ hũ, casino trực tuyến, mini game, nhiệm vụ hằng ngày',
    h1: 'Sao Biển',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Sao Biển',
    description: 'Trang bạn tìm không tồn tại trên Sao Biển. Quay lại trang chủ để tiếp tục.',
    keywords: 'sao biển',
    h1: 'Không tìm thấy trang',
  },
};
