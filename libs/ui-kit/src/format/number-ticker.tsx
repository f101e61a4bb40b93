import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '@xc/i18n';
import { VisuallyHidden } from '../visually-hidden';

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
 * players who ask for reduced motion. Screen readers get the final value only. The frames write the
 * text node directly rather than re-rendering through React: a count-up runs while the page is still
 * loading, and sixty renders a second there would be main-thread time the player waits through.
 */
export function NumberTicker({
  value,
  from,
  durationMs = 1200,
  format = formatNumber,
  className,
}: NumberTickerProps) {
  const [settled, setSettled] = useState(() => (from !== undefined && from < value ? from : value));
  const figure = useRef<HTMLSpanElement>(null);
  const current = useRef(settled);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    const write = (shown: number) => {
      current.current = shown;
      const text = figure.current?.firstChild;
      if (text) text.nodeValue = formatRef.current(shown);
    };
    const finish = () => {
      write(value);
      setSettled(value);
    };
    const start = current.current;
    if (start === value || prefersReducedMotion() || typeof requestAnimationFrame === 'undefined') {
      finish();
      return;
    }
    const wholes = Number.isInteger(start) && Number.isInteger(value);
    let frame = 0;
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs);
      if (t >= 1) return finish();
      const shown = start + (value - start) * (1 - (1 - t) ** 3);
      // Whole figures (VND) stay whole on the way: no "2,000,000,097.03 ₫" mid-count.
      write(wholes ? Math.round(shown) : shown);
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);

  return (
    <span className={className}>
      {/* A plain span cannot carry a label (ARIA): the final value is hidden text beside the figure. */}
      <VisuallyHidden>{format(value)}</VisuallyHidden>
      <span aria-hidden="true" ref={figure}>
        {format(settled)}
      </span>
    </span>
  );
}
