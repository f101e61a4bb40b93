import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useShellTexts } from '../texts';

/** A drawing for error pages: two dice that rolled off the table. */
function LostDice() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="64" ry="8" fill="currentColor" opacity="0.12" />
      <g transform="rotate(-14 56 62)">
        <rect x="24" y="30" width="64" height="64" rx="14" fill="currentColor" opacity="0.9" />
        <circle cx="42" cy="48" r="6" fill="var(--dice-dot)" />
        <circle cx="70" cy="76" r="6" fill="var(--dice-dot)" />
        <circle cx="56" cy="62" r="6" fill="var(--dice-dot)" />
      </g>
      <g transform="rotate(18 112 70)">
        <rect x="88" y="44" width="48" height="48" rx="11" fill="currentColor" opacity="0.65" />
        <circle cx="102" cy="58" r="5" fill="var(--dice-dot)" />
        <circle cx="122" cy="78" r="5" fill="var(--dice-dot)" />
      </g>
    </svg>
  );
}

export interface ErrorScreenProps {
  status: number;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** Error pages: image, title, message and a way on (spec §2: a back-home button to the root). */
export function ErrorScreen({ status, title, children, action }: ErrorScreenProps) {
  const t = useShellTexts();
  return (
    <Wrap aria-labelledby="error-title">
      <Art>
        <LostDice />
        <Code aria-hidden="true">{status}</Code>
      </Art>
      <h1 id="error-title">{title}</h1>
      {children}
      <Actions>
        {action}
        <HomeLink to="/">{t('backHome')}</HomeLink>
      </Actions>
    </Wrap>
  );
}

/** The not-found message with the path, known only in the browser (one prerendered page serves every path). */
export function NotFoundMessage() {
  const t = useShellTexts();
  const { pathname } = useLocation();
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(pathname), [pathname]);
  return (
    <>
      {path !== null && <p>{t('notFoundMessage', { path })}</p>}
      <p>{t('notFoundHint')}</p>
    </>
  );
}

const Wrap = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(12, 4)};
  text-align: center;
  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 5vw, 2.25rem);
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Art = styled.div`
  --dice-dot: ${({ theme }) => theme.colors.background};
  display: grid;
  justify-items: center;
  color: ${({ theme }) => theme.colors.accent};
`;

const Code = styled.p`
  margin: ${({ theme }) => theme.space(-2, 0, 0)} !important;
  color: ${({ theme }) => theme.colors.text} !important;
  font-size: clamp(2.5rem, 12vw, 4rem);
  font-weight: 800;
  line-height: 1;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(0, 6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;
