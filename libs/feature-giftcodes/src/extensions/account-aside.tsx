import styled from 'styled-components';
import { breakpoints, Button, ensureContrast, GiftIcon, preloadModal } from '@xc/ui-kit';
import { giftCodeModals } from '../modals';
import { useOpenGiftCode } from '../open-gift-code';
import { PendingProgress, usePendingGiftCode } from '../pending/pending-status';
import { useGiftCodeTexts } from '../texts';

/**
 * Under the account area's sections on desktop, where they form a sidebar: the way to enter a code
 * and the pending code's progress. Below 1024 px the sections are a strip above every account page
 * and the header's gift button is one tap away, so this stays out of the way there.
 */
export function AccountGiftCodeAside() {
  const t = useGiftCodeTexts();
  const open = useOpenGiftCode();
  const pending = usePendingGiftCode().data;
  const preload = () => void preloadModal(giftCodeModals.giftCode);
  return (
    <Card>
      <Title>
        <GiftIcon size={18} />
        {t('aside.title')}
      </Title>
      <p>{t('aside.lead')}</p>
      <Button size="sm" variant="secondary" block onClick={open} onPointerEnter={preload} onFocus={preload}>
        {t('open')}
      </Button>
      {pending && <PendingProgress pending={pending} />}
    </Card>
  );
}

// Not an <aside>: it sits inside the sections' navigation, and a complementary landmark must be top level.
const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  @media (max-width: ${breakpoints.desktop - 1}px) {
    display: none;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Title = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  && {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  svg {
    flex: none;
    /* A graphic beside its text: 3:1 against the card on every brand, light ones included (WCAG 1.4.11). */
    color: ${({ theme }) => ensureContrast(theme.colors.accent, theme.colors.surface, 3)};
  }
`;
