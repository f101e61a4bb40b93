import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Header } from './header';
import { Footer } from './footer';
import { useShellTexts } from '../texts';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

export default function DefaultLayout() {
  const t = useShellTexts();
  return (
    <>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header />
      <Main id="main">
        <Outlet />
      </Main>
      <Footer />
    </>
  );
}
