import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { usePageHeading } from '@xc/brand';
import type { AppPath } from '@xc/paths';
import { Lead, media, PageTitle } from '@xc/ui-kit';
import { LimitsOffer } from '../limits/limits-offer';
import { useDepositTexts } from './texts';

const METHODS = ['codepay', 'card', 'crypto', 'wallet'] as const;
export type Method = (typeof METHODS)[number];

/**
 * Every deposit page: its heading, the methods (links, so each has its address), the offer to set
 * deposit limits before the first deposit, and the page's own content.
 */
export function DepositFrame({ method, lead, children }: { method: Method; lead: string; children: ReactNode }) {
  const t = useDepositTexts();
  const heading = usePageHeading(`/account/deposit/${method}`);
  const { pathname, search } = useLocation();
  // A promotion chosen through "Nạp ngay" follows the player to the other methods that take one.
  const promotion = new URLSearchParams(search).get('promotion');
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <Lead>{lead}</Lead>
      <MethodNav aria-label={t('methodsLabel')}>
        <ul>
          {METHODS.map((m) => {
            const to: AppPath = `/account/deposit/${m}`;
            const current = pathname.replace(/\/$/, '') === to;
            return (
              <li key={m}>
                <Link
                  to={promotion && m !== 'crypto' ? `${to}?promotion=${encodeURIComponent(promotion)}` : to}
                  aria-current={current ? 'page' : undefined}
                >
                  {t(`methods.${m}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </MethodNav>
      <LimitsOffer />
      {children}
    </>
  );
}

const MethodNav = styled.nav`
  margin-top: ${({ theme }) => theme.space(5)};
  ul {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(0, 2)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: center;
    text-decoration: none;
    ${media.tabletUp} {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
    &:hover {
      color: ${({ theme }) => theme.colors.text};
    }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
`;

