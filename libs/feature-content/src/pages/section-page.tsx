import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import { useBrand, useBrandSeo } from '@xc/brand';
import { EVENT_SLUGS, normalisePath, PROMOTION_SLUGS, type AppPath } from '@xc/paths';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, CardGrid, Container, Lead, LinkCard, PageExtension, PageTitle } from '@xc/ui-kit';
import { contentMeta, loaderMetaOf } from '../loader-meta';
import { Prose } from '../prose';
import { content } from '../server/content.server';
import { useContentTexts } from '../texts';
import { linkFor, useDocument } from '../use-content';

const SECTIONS: Record<string, readonly string[]> = {
  '/khuyen-mai': PROMOTION_SLUGS.map((slug) => `/khuyen-mai/${slug}`),
  '/su-kien': EVENT_SLUGS.map((slug) => `/su-kien/${slug}`),
};

export const meta: MetaFunction<typeof loader> = (args) =>
  contentMeta(args as Parameters<typeof contentMeta>[0]) as MetaDescriptor[];

/** Runs while prerendering: the section's introduction and a card per page in it. */
export function loader({ request }: LoaderFunctionArgs) {
  const path = normalisePath(new URL(request.url).pathname);
  const intro = content.requirePage(path);
  return { path, intro, items: content.links(SECTIONS[path] ?? []), pageMeta: loaderMetaOf(intro) };
}

/** Promotions and events: the introduction, then every offer as a card. */
export default function SectionPage() {
  const { path, intro, items } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const document = useDocument(intro);
  const seo = useBrandSeo(path);
  const t = useContentTexts();
  const trail = usePageTrail(path as AppPath);
  return (
    <Container>
      <Breadcrumbs label={t('breadcrumb')} items={trail} />
      <PageTitle>{seo?.h1 ?? document.title}</PageTitle>
      <Lead>{document.description}</Lead>
      {/* What another feature offers on the whole section (the daily spin on /su-kien), client-only. */}
      <PageExtension place={path} />
      <CardGrid aria-label={t('sectionList')}>
        {items.map((item) => {
          const link = linkFor(item, brand);
          return (
            <li key={link.path}>
              <LinkCard to={link.path} title={link.title}>
                {link.description}
              </LinkCard>
            </li>
          );
        })}
      </CardGrid>
      <Prose dangerouslySetInnerHTML={{ __html: document.html }} />
    </Container>
  );
}
