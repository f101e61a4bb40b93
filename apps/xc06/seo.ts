import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Bạch Hổ – Đá gà, lô đề và cá cược thể thao trực tuyến',
    description:
      'Bạch Hổ: xem đá gà trực tiếp, chơi lô đề 3 miền, lô đề siêu tốc và cá cược thể thao với tỷ lệ cạnh tranh.',
    keywords: 'bạch hổ, đá gà trực tiếp, lô đề 3 miền, lô đề siêu tốc, cá cược bóng đá',
    h1: 'Bạch Hổ',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Bạch Hổ',
    description: 'Trang bạn tìm không tồn tại trên Bạch Hổ. Quay lại trang chủ để tiếp tục.',
    keywords: 'bạch hổ',
    h1: 'Không tìm thấy trang',
  },
};
