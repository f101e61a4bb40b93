export { contentTexts } from './texts';
export type { ContentDocument, FaqPair, NewsTeaser, PageContent } from './types';
