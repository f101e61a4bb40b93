import type { SeoCopy } from '@xc/brand';
import type { PublicRouteId } from '@xc/feature-shell';

export const seo: Partial<SeoCopy<PublicRouteId>> = {
  '/': {
    title: 'Kim Cương – Trò chơi trực tuyến, jackpot và khuyến mãi',
    description:
      'Kim Cương: jackpot lũy tiến, game bài, keno và thể thao ảo, cùng chương trình hoàn trả không giới hạn cho thành viên.',
    keywords: 'kim cương, jackpot, game bài, keno, thể thao ảo, hoàn trả',
    h1: 'Kim Cương',
  },
  'not-found': {
    title: 'Không tìm thấy trang – Kim Cương',
    description: 'Trang bạn tìm không tồn tại trên Kim Cương. Quay lại trang chủ để tiếp tục.',
    keywords: 'kim cương',
    h1: 'Không tìm thấy trang',
  },
};
