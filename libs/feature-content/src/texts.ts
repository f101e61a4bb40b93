import { defineTexts } from '@xc/i18n';

/** Vietnamese texts of the content pages (namespace `feature-content`). */
export const contentTexts = defineTexts('feature-content', {
  breadcrumb: 'Đường dẫn',
  published: 'Đăng ngày {{date}}',
  newsList: 'Bài viết',
  noNews: 'Chưa có bài viết nào.',
  sectionList: 'Danh sách',
  readMore: 'Xem chi tiết',
  responsible: '18+ · Chơi có trách nhiệm',
});

export const useContentTexts = contentTexts.useTexts;
