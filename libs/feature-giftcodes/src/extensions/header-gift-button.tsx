import styled from 'styled-components';
import { isLoggedInAtom, useAtomSnapshot } from '@xc/data-access-api';
import { ensureContrast, GiftIcon, media, preloadModal, visuallyHidden } from '@xc/ui-kit';
import { giftCodeModals } from '../modals';
import { useOpenGiftCode } from '../open-gift-code';
import { useGiftCodeTexts } from '../texts';

/**
 * The header's gift-code button, for players only (a visitor's header keeps to login and register):
 * the icon with "Gift code" under it, the icon alone under 560 px (the header's room there goes to
 * the balance and "Nạp tiền"); its accessible name is "Nhập Gift code" at every width.
 */
export function HeaderGiftButton() {
  const t = useGiftCodeTexts();
  const loggedIn = useAtomSnapshot(isLoggedInAtom);
  const open = useOpenGiftCode();
  if (!loggedIn) return null;
  const preload = () => void preloadModal(giftCodeModals.giftCode);
  return (
    <Trigger
      type="button"
      aria-haspopup="dialog"
      aria-label={t('open')}
      onClick={open}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <GiftIcon size={20} />
      <span>{t('headerLabel')}</span>
    </Trigger>
  );
}

const Trigger = styled.button`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  width: 36px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 10px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  svg {
    /* A graphic beside its text: 3:1 against the card on every brand, light ones included (WCAG 1.4.11). */
    color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.surface, 3)};
  }
  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceHover};
    }
  }
  /* A phone has room for the icon only beside the balance; the name is still read out. */
  @media (max-width: 559px) {
    span {
      ${visuallyHidden}
    }
  }
  @media (min-width: 560px) {
    width: auto;
    min-width: 44px;
  }
`;
