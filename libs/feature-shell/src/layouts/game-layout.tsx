import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '@xc/brand';
import { findPage } from '@xc/paths';
import { ArrowLeftIcon, media } from '@xc/ui-kit';
import { usePageHeadings } from '@xc/paths/texts';
import { useShellTexts } from '../texts';
import { SkipLink } from './site-frame';

/** The game frame: a slim bar (back, brand, title) over a screen-filling game area; no footer or widgets. */
export default function GameLayout() {
  const brand = useBrand();
  const t = useShellTexts();
  const heading = usePageHeadings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = findPage(pathname);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Frame data-layout="game">
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Bar>
        <BackButton type="button" onClick={() => void back()}>
          <ArrowLeftIcon size={20} />
          <span>{t('backToSite')}</span>
        </BackButton>
        <Title>{page ? heading(page.path) : null}</Title>
        <BrandLink to="/" aria-label={brand.name}>
          <img src={brand.logo} alt="" width={28} height={28} />
        </BrandLink>
      </Bar>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 48px;
  padding: ${({ theme }) => theme.space(0, 2)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(0, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  span {
    display: none;
    ${media.tabletUp} {
      display: inline;
    }
  }
`;

const Title = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BrandLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
`;

const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  &:focus {
    outline: none;
  }
`;
