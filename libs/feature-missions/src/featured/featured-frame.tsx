import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { media } from '@xc/ui-kit';
import { Muted } from '../board/parts';
import { useMissionsTexts } from '../texts';

/** Where the whole board is. */
export const MISSIONS_PATH = '/nhiem-vu';

/** The frame of the featured missions on `/su-kien`: the heading, what is inside, the way to the board. */
export function FeaturedFrame({ children }: { children: ReactNode }) {
  const t = useMissionsTexts();
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{t('featured.title')}</h2>
      {children}
      <AllLink to={MISSIONS_PATH}>
        {t('featured.all')}
        <span aria-hidden="true"> →</span>
      </AllLink>
    </Section>
  );
}

/** While the player or the featured missions are not known yet. */
export function FeaturedLoading() {
  const t = useMissionsTexts();
  return <Muted role="status">{t('featured.loading')}</Muted>;
}

/**
 * While the viewer is not known yet: the loading line in the teaser's box, the room the page keeps
 * for this part (most who open the hub are visitors), so the page does not grow and shrink back.
 */
export function FeaturedPending() {
  const t = useMissionsTexts();
  return (
    <Teaser aria-label={t('featured.title')}>
      <Muted role="status">{t('featured.loading')}</Muted>
    </Teaser>
  );
}

/** A visitor's line: every mission call needs a player, so nothing is asked; the board explains and logs in. */
export function FeaturedTeaser() {
  const t = useMissionsTexts();
  return (
    <Teaser aria-label={t('featured.title')}>
      <p>
        {t('featured.visitor')} <AllLink to={MISSIONS_PATH}>{t('featured.all')}</AllLink>
      </p>
    </Teaser>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Teaser = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

const AllLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-underline-offset: 3px;
`;
