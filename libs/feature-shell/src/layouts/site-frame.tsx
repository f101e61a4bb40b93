import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import styled from 'styled-components';
import { useDeviceType } from '../app/device';
import { useShellTexts } from '../texts';
import { Footer } from './footer';
import { Header } from './header';

// The widgets show only once the device is known (after hydration), so their code loads then.
const FloatingWidgets = lazy(() =>
  import('../widgets/floating-widgets').then((m) => ({ default: m.FloatingWidgets })),
);

/** Header, main content, footer and floating widgets: the frame of every layout but game and clean. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const t = useShellTexts();
  return (
    <div data-layout={useLayoutId()}>
      <SkipLink href="#main">{t('skipToContent')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <WidgetsOnceDeviceKnown />
    </div>
  );
}

/**
 * Reads the device on its own, so that learning it after hydration re-renders only this, not the
 * header, the page and the footer (one long task of the frame's whole tree, again, on every page).
 * Deferred: a store's change renders at once, in one task, and the widgets' first render (their
 * code, their styles made for the first time) would be a long one; deferred, React renders them in
 * slices the browser can interrupt.
 */
function WidgetsOnceDeviceKnown() {
  const device = useDeferredValue(useDeviceType());
  return device ? (
    <Suspense fallback={null}>
      <FloatingWidgets />
    </Suspense>
  ) : null;
}

export const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -64px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/** Which layout frames the page (`layout:home` → `home`), exposed as `data-layout` for tests and styling. */
export function useLayoutId(): string | undefined {
  return useMatches()
    .find((match) => match.id.startsWith('layout:'))
    ?.id.slice('layout:'.length);
}
