import { contentPages } from './pages';

export { contentTexts } from './texts';
export type { ContentDocument, FaqPair, NewsTeaser, PageContent } from './types';

/** What a brand composes when it offers content: support, promotions, events and news pages. */
export const contentFeature = { pages: contentPages };
