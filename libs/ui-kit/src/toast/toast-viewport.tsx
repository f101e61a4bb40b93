import { lazy, Suspense, useEffect } from 'react';
import styled from 'styled-components';
import { media } from '../theme/media';
import { useUiTexts } from '../texts';

const loadItem = () => import('./toast-item');
/** A toast's body loads with the first toast (fetched once the page is idle, so it is rarely waited for). */
const ToastItem = lazy(() => loadItem().then((m) => ({ default: m.ToastItem })));
import type { ToastRecord } from './types';

interface ToastViewportProps {
  toasts: ToastRecord[];
  duration: number;
  onDismiss: (id: number) => void;
}

/**
 * Always rendered (an empty live region is announced more reliably than one inserted with its
 * content). `aria-live` also keeps it readable while a Radix modal hides the rest of the page.
 * Each toast is a status or an alert of its own, so the stacks are plain groups, not lists (a list
 * item's role cannot be replaced).
 */
export function ToastViewport({ toasts, duration, onDismiss }: ToastViewportProps) {
  const text = useUiTexts();
  useEffect(() => {
    const early = () => void loadItem().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(early, { timeout: 5000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(early, 2000);
    return () => clearTimeout(timer);
  }, []);
  const site = toasts.filter((item) => !item.isAccount);
  const account = toasts.filter((item) => item.isAccount);

  return (
    <section aria-label={text('toast.region')} aria-live="polite">
      {[site, account].map((list, index) => (
        <Stack key={index} $account={index === 1} data-stack={index === 1 ? 'account' : 'site'}>
          <Suspense fallback={null}>
            {list.map((item) => (
              <ToastItem key={item.id} toast={item} duration={duration} onDismiss={onDismiss} />
            ))}
          </Suspense>
        </Stack>
      ))}
    </section>
  );
}

const Stack = styled.div<{ $account: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  left: 50%;
  transform: translateX(-50%);
  top: calc(
    env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space(3)} +
      ${({ theme, $account }) => ($account ? theme.headerHeights.mobile : '0px')}
  );
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: calc(100vw - ${({ theme }) => theme.space(6)});
  max-width: 420px;
  margin: 0;
  padding: 0;
  /* The empty area of the stack never blocks the page; the toasts themselves take pointer events. */
  pointer-events: none;

  ${media.tabletUp} {
    top: calc(
      ${({ theme }) => theme.space(4)} +
        ${({ theme, $account }) => ($account ? theme.headerHeights.tabletUp : '0px')}
    );
  }

  &:empty {
    display: none;
  }
`;
