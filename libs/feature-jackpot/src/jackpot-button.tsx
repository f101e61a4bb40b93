import { useId } from 'react';
import styled from 'styled-components';
import { useBigJackpot } from '@xc/data-access-api';
import { alpha, Button, media, preloadModal, useModals, VisuallyHidden } from '@xc/ui-kit';
import { JackpotTicker } from './figure';
import { JackpotIcon } from './jackpot-icon';
import { jackpotModals } from './modals';
import { useJackpotTexts } from './texts';
import { jackpotGradient } from './theme';

const preload = () => void preloadModal(jackpotModals.jackpotPopup).catch(() => undefined);

/**
 * For the shell's `widgets['jackpot-button']` slot: the big jackpot floating at the bottom left (the
 * gift button holds the bottom right on mobile, the mini-game the right edge on desktop). Absent
 * until the big jackpot has loaded; opens the jackpot popup.
 */
export function JackpotButton() {
  const t = useJackpotTexts();
  const bigJackpot = useBigJackpot();
  const modals = useModals();
  const actionId = useId();
  if (!bigJackpot) return null;
  return (
    // Named by its words, not a label: while the figure counts up, a fixed label would not match what
    // is on screen (WCAG 2.5.3); screen readers get the final figure from the ticker, then the action.
    <>
      <Floating
        variant="primary"
        aria-haspopup="dialog"
        aria-describedby={actionId}
        onClick={() => void modals.open(jackpotModals.jackpotPopup)}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="jackpot-button"
      >
        <Coin>
          <JackpotIcon size={22} />
        </Coin>
        <Words>
          <Tag>{t('button.tag')}</Tag> <Amount amount={bigJackpot.amount} />
        </Words>
      </Floating>
      {/* Outside the button: inside it, the description would join its name. */}
      <VisuallyHidden id={actionId}>{t('button.action')}</VisuallyHidden>
    </>
  );
}

const Floating = styled(Button)`
  && {
    position: fixed;
    left: ${({ theme }) => theme.space(4)};
    bottom: calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-bottom, 0px));
    z-index: ${({ theme }) => theme.zIndices.floating};
    gap: ${({ theme }) => theme.space(2)};
    min-height: 56px;
    padding: ${({ theme }) => theme.space(1.5, 4, 1.5, 1.5)};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => jackpotGradient(theme)};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow:
      ${({ theme }) => theme.shadows.md},
      0 0 0 4px ${({ theme }) => alpha(theme.colors.accent, 0.18)};
    text-align: left;
  }

  ${media.hover} {
    &&:hover {
      background: ${({ theme }) => jackpotGradient(theme, 315)};
    }
  }

  &&:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }

  ${media.desktop} {
    && {
      left: ${({ theme }) => theme.space(5)};
    }
  }
`;

const Coin = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
`;

const Tag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/* Tabular digits and a minimum width, so the pill does not twitch while the figure counts. */
const Amount = styled(JackpotTicker)`
  min-width: 6.5ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
