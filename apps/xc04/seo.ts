import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Sen Hồng – Sân chơi giải trí trực tuyến cho người Việt',
    description:
      'Sen Hồng mang đến casino trực tuyến, game bài, bắn cá và thể thao ảo với giao diện tiếng Việt thân thiện trên mọi thiết bị.',
    keywords: 'sen hồng, game bài, bắn cá, casino trực tuyến, thể thao ảo',
    h1: 'Sen Hồng',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Sen Hồng',
    description: 'Trang bạn tìm không tồn tại trên Sen Hồng. Quay lại trang chủ để tiếp tục.',
    keywords: 'sen hồng',
    h1: 'Không tìm thấy trang',
  },
};
