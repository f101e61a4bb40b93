import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { useShellTexts } from '../texts';

const Bar = styled.footer`
  margin-top: 48px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Inner = styled.div`
  display: grid;
  gap: 12px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 32px;
`;

const AgeNotice = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  strong {
    display: inline-grid;
    place-items: center;
    min-width: 40px;
    height: 40px;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function Footer() {
  const brand = useBrand();
  const t = useShellTexts();
  return (
    <Bar>
      <Inner>
        <AgeNotice>
          <strong aria-hidden="true">18+</strong>
          <span>
            <b>{t('ageNotice')}</b>. {t('ageNoticeDetail')}
          </span>
        </AgeNotice>
        <p>{t('copyright', { year: new Date().getFullYear(), brand: brand.name })}</p>
      </Inner>
    </Bar>
  );
}
