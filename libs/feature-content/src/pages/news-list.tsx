import { useLoaderData } from 'react-router';
import { useBrand, useBrandSeo } from '@xc/brand';
import { usePageTrail } from '@xc/paths/texts';
import { Breadcrumbs, CardGrid, Container, Lead, LinkCard, Notice, PageTitle } from '@xc/ui-kit';
import { content } from '../server/content.server';
import { useContentTexts } from '../texts';
import { linkFor } from '../use-content';
import { formatDate } from './format-date';
import { fillPlaceholders } from '@xc/brand';

/** Runs while prerendering: every article's teaser, newest first. */
export function loader() {
  return { articles: content.news() };
}

export default function NewsList() {
  const { articles } = useLoaderData<typeof loader>();
  const brand = useBrand();
  const seo = useBrandSeo('/tin-tuc');
  const t = useContentTexts();
  const trail = usePageTrail('/tin-tuc');
  return (
    <Container>
      <Breadcrumbs label={t('breadcrumb')} items={trail} />
      <PageTitle>{seo?.h1 ?? trail.at(-1)?.label}</PageTitle>
      {seo?.description && <Lead>{seo.description}</Lead>}
      {articles.length === 0 ? (
        <Notice>{t('noNews')}</Notice>
      ) : (
        <CardGrid aria-label={t('newsList')}>
          {articles.map((article) => {
            const link = linkFor(article, brand);
            const override = article.brands[brand.id]?.summary;
            return (
              <li key={link.path}>
                <LinkCard
                  to={link.path}
                  title={link.title}
                  meta={<time dateTime={article.date}>{formatDate(article.date)}</time>}
                >
                  {fillPlaceholders(override ?? article.summary, brand)}
                </LinkCard>
              </li>
            );
          })}
        </CardGrid>
      )}
    </Container>
  );
}
