import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { MetaDescriptor, MetaFunction } from 'react-router';
import styled from 'styled-components';
import { Breadcrumbs, Container, Lead, PageTitle } from '@xc/ui-kit';
import { usePageTrail } from '@xc/paths/texts';
import { contentMeta, loaderMetaOf } from '../loader-meta';
import { Prose } from '../prose';
import { content } from '../server/content.server';
import { useContentTexts } from '../texts';
import { useDocument } from '../use-content';
import { formatDate } from './format-date';

export const meta: MetaFunction<typeof loader> = (args) =>
  contentMeta(args as Parameters<typeof contentMeta>[0], { article: true }) as MetaDescriptor[];

/** Runs while prerendering, once per article file. */
export function loader({ params }: LoaderFunctionArgs) {
  const article = content.article(params['slug'] ?? '');
  if (!article) throw data(null, { status: 404 });
  return { article, pageMeta: loaderMetaOf(article) };
}

export default function NewsArticle() {
  const { article } = useLoaderData<typeof loader>();
  const document = useDocument(article);
  const t = useContentTexts();
  const trail = usePageTrail('/tin-tuc');
  return (
    <Container as="article">
      <Breadcrumbs
        label={t('breadcrumb')}
        items={[
          ...trail.slice(0, -1),
          { label: trail.at(-1)?.label ?? '', to: '/tin-tuc' },
          { label: document.title },
        ]}
      />
      <PageTitle>{document.title}</PageTitle>
      {document.date && (
        <Published dateTime={document.date}>{t('published', { date: formatDate(document.date) })}</Published>
      )}
      <Lead>{document.description}</Lead>
      <Prose dangerouslySetInnerHTML={{ __html: document.html }} />
    </Container>
  );
}

const Published = styled.time`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
