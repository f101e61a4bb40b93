import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import { useBrandSeo } from '@xc/brand';
import { findPage, normalisePath, type AppPath } from '@xc/paths';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, Container, Lead, PageTitle } from '@xc/ui-kit';
import { contentMeta, loaderMetaOf } from '../loader-meta';
import { Prose } from '../prose';
import { content } from '../server/content.server';
import { useContentTexts } from '../texts';
import { useDocument } from '../use-content';

export const meta: MetaFunction<typeof loader> = (args) =>
  contentMeta(args as Parameters<typeof contentMeta>[0]) as MetaDescriptor[];

/** Runs while prerendering: the page's Markdown, rendered; a page without a file fails the build. */
export function loader({ request }: LoaderFunctionArgs) {
  const path = normalisePath(new URL(request.url).pathname);
  const page = content.page(path);
  if (!page) throw data(null, { status: 404 });
  return { page, pageMeta: loaderMetaOf(page) };
}

/** A support, promotion, event, install-app or generic page written in Markdown. */
export default function ContentPage() {
  const { page } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const def = findPage(pathname);
  const path = (def?.path ?? normalisePath(pathname)) as AppPath;
  const document = useDocument(page);
  const seo = useBrandSeo(path);
  const t = useContentTexts();
  const trail = usePageTrail(path);
  return (
    <Container as="article">
      {def?.layout !== 'clean' && <Breadcrumbs label={t('breadcrumb')} items={trail} />}
      <PageTitle>{seo?.h1 ?? document.title}</PageTitle>
      <Lead>{document.description}</Lead>
      <Prose dangerouslySetInnerHTML={{ __html: document.html }} />
    </Container>
  );
}
