import { useLocation } from 'react-router';
import styled from 'styled-components';
import { GiftIcon } from '@xc/ui-kit';
import { useDeviceType } from '../app/device';
import { AppLink } from '../app/app-link';
import { useShellSlots } from '../app/slots';
import { useShellTexts } from '../texts';
import { MiniGameLauncher } from './mini-game-launcher';
import { isWidgetVisible, type WidgetId } from './visibility';
import { isLoggedInAtom, useAtomSnapshot } from '@xc/data-access-api';

const noMissions = () => 0;

/**
 * The widgets floating over pages. Rendered only once the device is known (after hydration), each
 * shown when the visibility rules allow it on this path and device.
 */
export function FloatingWidgets() {
  const device = useDeviceType();
  const { pathname } = useLocation();
  const { widgets = {}, useMissionTotal = noMissions } = useShellSlots();
  const missionTotal = useMissionTotal();
  const loggedIn = useAtomSnapshot(isLoggedInAtom);
  const t = useShellTexts();
  if (!device) return null;
  const shows = (widget: WidgetId) =>
    isWidgetVisible('floating-widgets', { pathname, device }) &&
    isWidgetVisible(widget, { pathname, device });

  const JackpotButton = widgets['jackpot-button'];
  const Popups = widgets.popups;
  const buttons = [
    shows('gift-button') && <GiftButton key="gift" count={missionTotal} />,
    shows('mini-game') && <MiniGameLauncher key="mini-game" loggedIn={loggedIn} />,
    JackpotButton && shows('jackpot-button') && <JackpotButton key="jackpot" />,
  ].filter(Boolean);
  return (
    <>
      {/* In a landmark of their own, so a screen reader's landmark list reaches them (axe: region). */}
      {buttons.length > 0 && <aside aria-label={t('widgets.region')}>{buttons}</aside>}
      {Popups && shows('popups') && <Popups />}
    </>
  );
}

function GiftButton({ count }: { count: number }) {
  const t = useShellTexts();
  return (
    <GiftLink
      to="/nhiem-vu"
      aria-label={count > 0 ? t('widgets.giftWithCount', { count }) : t('widgets.gift')}
    >
      <GiftIcon size={26} />
      {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
    </GiftLink>
  );
}

const GiftLink = styled(AppLink)`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.floating};
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 22px;
  text-align: center;
`;
