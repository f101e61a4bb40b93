import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/media';
import { useUiTexts } from '../texts';
import { CloseIcon } from '../icons';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown as the dialog's heading and accessible name. */
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Desktop width cap in px; on mobile the modal is a full-width sheet. */
  maxWidth?: number;
  className?: string;
}

/**
 * The platform's dialog: Radix Dialog underneath (focus trap, Escape, outside click, and the one
 * page scroll lock, counted across stacked dialogs), our looks on top. A modal body renders it; the
 * body's module, and Radix with it, loads when the modal first opens.
 */
export function Modal({ open, onOpenChange, title, description, children, maxWidth = 480, className }: ModalProps) {
  const text = useUiTexts();
  const opener = useOpener(open);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay data-testid="modal-overlay" />
        <Content
          className={className}
          $maxWidth={maxWidth}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger only; our modals open from any button (through
            // useModals), so focus goes back to whatever had it when the modal opened.
            event.preventDefault();
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) target.focus({ preventScroll: true });
          }}
        >
          <Header>
            <Title>{title}</Title>
            <Dialog.Close asChild>
              <CloseButton type="button" aria-label={text('modal.close')}>
                <CloseIcon />
              </CloseButton>
            </Dialog.Close>
          </Header>
          {description && <Description>{description}</Description>}
          {children && <Body>{children}</Body>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The element that had focus when the modal opened: read in a layout effect, before Radix moves
 * focus into the dialog.
 */
function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open || typeof document === 'undefined') return;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return opener;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;
const popIn = keyframes`from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
`;

const Content = styled(Dialog.Content)<{ $maxWidth: number }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  /* Mobile: a bottom sheet across the full width. */
  left: 0;
  right: 0;
  bottom: 0;
  max-height: 92vh;
  max-height: 92dvh;
  padding: ${({ theme }) => theme.space(4, 4, 6)};
  padding-bottom: calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-bottom, 0px));
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  animation: ${slideUp} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  ${media.tabletUp} {
    top: 50%;
    left: 50%;
    right: auto;
    bottom: auto;
    width: calc(100vw - ${({ theme }) => theme.space(8)});
    max-width: ${({ $maxWidth }) => $maxWidth}px;
    max-height: 85vh;
    padding: ${({ theme }) => theme.space(6)};
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    transform: translate(-50%, -50%);
    animation-name: ${popIn};
  }

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  padding-top: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.space(2, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: ${({ theme }) => theme.space(-1, -2, 0, 0)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;
