import type { AppPath } from '@xc/paths';
import { usePageHeadings } from '@xc/paths/texts';
import { useBrandSeo } from './brand-context';

/** The heading of one page: the brand's own h1 where its SEO copy gives one, else the shared name. */
export function usePageHeading(path: AppPath): string {
  const seo = useBrandSeo(path);
  const heading = usePageHeadings();
  return seo?.h1 ?? heading(path);
}
