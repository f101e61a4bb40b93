import { featurePages } from '@xc/paths';

/** The route modules of feature-content (Markdown rendered at build time) and the pages each renders. */
export const contentPages = featurePages('libs/feature-content/src', {
  section: { file: 'pages/section-page.tsx', paths: ['/khuyen-mai', '/su-kien'] },
  newsList: { file: 'pages/news-list.tsx', paths: ['/tin-tuc'] },
  content: {
    file: 'pages/content-page.tsx',
    groups: ['support', 'generic', 'install-app', 'promotions', 'events'],
  },
  // One route, prerendered once per article file (see ./build).
  newsArticle: {
    file: 'pages/news-article.tsx',
    route: { id: '/tin-tuc/:slug', path: 'tin-tuc/:slug', layout: 'default' },
  },
});
