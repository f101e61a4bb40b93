import { useEffect, useRef, useState } from 'react';
import { formatNumber } from './number';

export interface NumberTickerProps {
  value: number;
  /** Where the first animation starts (spec §9: jackpot figures count up from 1,000,000). */
  from?: number;
  durationMs?: number;
  format?: (value: number) => string;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A figure that counts to its value (and on to each new one), easing out; jumps straight there for
 * players who ask for reduced motion. Screen readers get the final value only.
 */
export function NumberTicker({ value, from, durationMs = 1200, format = formatNumber, className }: NumberTickerProps) {
  const [shown, setShown] = useState(() => (from !== undefined && from < value ? from : value));
  const current = useRef(shown);
  current.current = shown;

  useEffect(() => {
    const start = current.current;
    if (start === value || prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
      setShown(value);
      return;
    }
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs);
      const eased = 1 - (1 - t) ** 3;
      setShown(t >= 1 ? value : start + (value - start) * eased);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);

  return (
    <span className={className} aria-label={format(value)}>
      <span aria-hidden="true">{format(shown)}</span>
    </span>
  );
}
