import { useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { CloseIcon, GamepadIcon, useModals, useToast } from '@xc/ui-kit';
import { useShellTexts } from '../texts';
import { shellModalPorts } from '../app/modal-ports';

/** Spec §9: movement over 5 px is a drag, otherwise a click. */
export const DRAG_THRESHOLD_PX = 5;
const WIDTH = 90;
const HEIGHT = Math.round((WIDTH * 397) / 318);

interface Offset {
  x: number;
  y: number;
}

/**
 * The mini-game placeholder (spec §4): a draggable card at the right edge of desktop pages. A click
 * while logged out opens login; the mini-game itself is a third-party script that no provider
 * supplies yet, so a logged-in click says so instead of pretending to load it.
 */
export function MiniGameLauncher({ loggedIn }: { loggedIn: boolean }) {
  const t = useShellTexts();
  const modals = useModals();
  const toast = useToast();
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const [closed, setClosed] = useState(false);
  const drag = useRef<{ startX: number; startY: number; from: Offset; moved: boolean } | null>(null);

  if (closed) return null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, from: offset, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return;
    state.moved = true;
    setOffset({ x: state.from.x + dx, y: state.from.y + dy });
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (state && !state.moved) activate();
  };
  const activate = () => {
    if (!loggedIn) void modals.open(shellModalPorts.login, { tab: 0 });
    else toast({ title: t('widgets.miniGameSoon'), type: 'warning' });
  };

  return (
    <Frame style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>
      <Card
        type="button"
        aria-label={loggedIn ? t('widgets.miniGame') : t('widgets.miniGameLogin')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            activate();
          }
        }}
      >
        <GamepadIcon size={36} />
        <span>{t('widgets.miniGame')}</span>
      </Card>
      <Close type="button" aria-label={t('widgets.miniGameClose')} onClick={() => setClosed(true)}>
        <CloseIcon size={14} />
      </Close>
    </Frame>
  );
}

const Frame = styled.div`
  position: fixed;
  right: 20px;
  bottom: 500px;
  z-index: ${({ theme }) => theme.zIndices.floating};
  width: ${WIDTH}px;
  height: ${HEIGHT}px;
  touch-action: none;
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.surface}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.2;
  text-align: center;
  cursor: grab;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
`;

const Close = styled.button`
  position: absolute;
  top: -10px;
  right: -10px;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
