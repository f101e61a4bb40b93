import { Link, Outlet } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { useShellTexts } from '../texts';
import { SkipLink } from './site-frame';

/** Error, maintenance and install-app pages: the brand mark and the page, nothing else to click away to. */
export default function CleanLayout() {
  const brand = useBrand();
  const t = useShellTexts();
  return (
    <Frame data-layout="clean">
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Top>
        <Link to="/" aria-label={brand.name}>
          <img src={brand.logo} alt="" width={40} height={40} />
          <span>{brand.name}</span>
        </Link>
      </Top>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </Frame>
  );
}

const Frame = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  main:focus {
    outline: none;
  }
`;

const Top = styled.header`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6, 4, 0)};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2.5)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
`;
