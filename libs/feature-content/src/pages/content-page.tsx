import { data, Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import styled from 'styled-components';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import { useBrandSeo } from '@xc/brand';
import { findPage, normalisePath, type AppPath } from '@xc/paths';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, Container, Lead, PageExtension, PageTitle } from '@xc/ui-kit';
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
      {document.action && <CallToAction to={document.action.to}>{document.action.label}</CallToAction>}
      {/* What another feature offers on this page (a gift code form, a claim), client-only. */}
      <PageExtension place={path} />
      <Prose dangerouslySetInnerHTML={{ __html: document.html }} />
      {/* Again after the terms, where a player who read them decides. */}
      {document.action && <CallToAction to={document.action.to}>{document.action.label}</CallToAction>}
    </Container>
  );
}

/**
 * The page's call to action, a plain link in the prerendered HTML: an account page opens for a
 * player, and a visitor gets the login modal first and lands there after logging in (the account
 * pages' route middleware).
 */
const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 200px;
  min-height: ${({ theme }) => theme.controlHeights.lg};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(0, 6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  @media (max-width: 767px) {
    display: flex;
    width: 100%;
  }
`;
