import { Link } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { media } from '@xc/ui-kit';
import { AppLink } from '../app/app-link';
import { usePageHeadings } from '@xc/paths/texts';
import { useShellTexts } from '../texts';
import { FOOTER_COLUMNS } from './navigation';

export function Footer() {
  const brand = useBrand();
  const t = useShellTexts();
  const heading = usePageHeadings();
  return (
    <Bar>
      <Inner>
        <Columns aria-label={t('footerNavigation')}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.heading}>
              <h2>{t(`footer.${column.heading}`)}</h2>
              <ul>
                {column.links.map((to) => (
                  <li key={to}>
                    <AppLink to={to}>{heading(to)}</AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Columns>
        <AgeNotice>
          <strong aria-hidden="true">18+</strong>
          <span>
            <b>{t('ageNotice')}</b>. {t('ageNoticeDetail')}{' '}
            <Link to="/choi-co-trach-nhiem">{t('ageNoticeLink')}</Link>
          </span>
        </AgeNotice>
        <Small>{t('supportContact', { phone: brand.support.phone, email: brand.support.email })}</Small>
        <Small>{t('copyright', { year: new Date().getFullYear(), brand: brand.name })}</Small>
      </Inner>
    </Bar>
  );
}

const Bar = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8, 4, 10)};
`;

const Columns = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(6, 4)};
  ${media.tabletUp} {
    grid-template-columns: repeat(3, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.text};
      text-decoration: underline;
    }
  }
`;

const AgeNotice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: inline-grid;
    flex: none;
    place-items: center;
    width: 40px;
    height: 40px;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Small = styled.p`
  margin: 0;
`;
