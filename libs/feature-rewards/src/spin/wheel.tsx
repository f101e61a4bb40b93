import { useCallback, useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { SpinPrize } from './spin-math';

/** How long the wheel turns before it lands (none when the player asks for reduced motion). */
export const SPIN_DURATION_MS = 4200;

const RADIUS = 96;

export interface WheelProps {
  prizes: readonly SpinPrize[];
  /** Degrees clockwise; the wheel turns there over `durationMs`. */
  rotation: number;
  durationMs: number;
  /** Called once the wheel stands at `rotation` after a change of it. */
  onSettled: () => void;
  /** What a screen reader hears for the picture (the prize table beside it says the rest). */
  label: string;
}

const point = (degrees: number, radius: number) => {
  // 0° is 12 o'clock, clockwise, like the pointer and the rotation.
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(Math.cos(radians) * radius).toFixed(3)} ${(Math.sin(radians) * radius).toFixed(3)}`;
};

/**
 * The lucky wheel, drawn in SVG: one equal slice per prize, in the table's order clockwise from the
 * pointer at 12 o'clock. The chances are in the table, not in the slices' sizes.
 */
export function Wheel({ prizes, rotation, durationMs, onSettled, label }: WheelProps) {
  const theme = useTheme();
  const slice = 360 / Math.max(prizes.length, 1);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const shown = useRef(rotation);
  const turning = useRef(false);
  const settle = useCallback(() => {
    if (!turning.current) return;
    turning.current = false;
    settled.current();
  }, []);

  // A change of rotation settles on transitionend; at once with no time to turn (reduced motion);
  // after its time if the browser never sends the event (the tab hidden meanwhile).
  useEffect(() => {
    if (rotation === shown.current) return;
    shown.current = rotation;
    turning.current = true;
    if (durationMs <= 0) {
      settle();
      return;
    }
    const timer = setTimeout(settle, durationMs + 400);
    return () => clearTimeout(timer);
  }, [rotation, durationMs, settle]);

  const fills = [
    { fill: theme.colors.primary, text: theme.colors.onPrimary },
    { fill: theme.colors.surfaceRaised, text: theme.colors.text },
    { fill: theme.colors.accent, text: theme.colors.onAccent },
  ];

  return (
    <Stage>
      <Disc
        role="img"
        aria-label={label}
        viewBox="-100 -100 200 200"
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: `${durationMs}ms`,
        }}
        data-rotation={rotation}
        onTransitionEnd={settle}
      >
        <circle r={RADIUS + 3} fill={theme.colors.border} />
        {prizes.map((prize, position) => {
          const start = position * slice;
          const end = start + slice;
          // Three colours in turn; the last slice skips the first's colour when it would touch it.
          const tone =
            fills[position === prizes.length - 1 && position % 3 === 0 && position > 0 ? 1 : position % 3] ??
            fills[0];
          const path =
            prizes.length === 1
              ? `M 0 ${-RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 0 ${RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 0 ${-RADIUS} Z`
              : `M 0 0 L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${slice > 180 ? 1 : 0} 1 ${point(end, RADIUS)} Z`;
          return (
            <g key={prize.index}>
              <path d={path} fill={tone?.fill} stroke={theme.colors.background} strokeWidth={1} />
              <g transform={`rotate(${start + slice / 2})`}>
                <text
                  transform={`translate(0 ${-RADIUS * 0.6}) rotate(-90)`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fill={tone?.text}
                  fontSize={prizes.length > 8 ? 8 : 10}
                  fontWeight={700}
                >
                  {prize.label}
                </text>
              </g>
            </g>
          );
        })}
        <circle r={14} fill={theme.colors.background} stroke={theme.colors.accent} strokeWidth={3} />
      </Disc>
      <Pointer viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 22 L3 4 H21 Z"
          fill={theme.colors.accent}
          stroke={theme.colors.background}
          strokeWidth={1.5}
        />
      </Pointer>
    </Stage>
  );
}

const Stage = styled.div`
  position: relative;
  width: min(100%, 300px);
  aspect-ratio: 1;
  margin: 0 auto;
`;

const Disc = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  transition-property: transform;
  transition-timing-function: cubic-bezier(0.15, 0.85, 0.2, 1);
  will-change: transform;
`;

const Pointer = styled.svg`
  position: absolute;
  top: -6px;
  left: 50%;
  width: 32px;
  height: 32px;
  transform: translateX(-50%);
  filter: drop-shadow(0 1px 2px ${({ theme }) => theme.colors.overlay});
`;
