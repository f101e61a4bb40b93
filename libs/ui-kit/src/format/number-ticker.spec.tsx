import { act, render } from '@testing-library/react';
import { NumberTicker } from './number-ticker';

describe('NumberTicker', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    now = 0;
    frames = [];
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.restoreAllMocks());

  const tick = (at: number) =>
    act(() => {
      now = at;
      const pending = frames;
      frames = [];
      pending.forEach((cb) => cb(at));
    });

  /** What the eye sees (hidden from screen readers) and what a screen reader reads. */
  const shown = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]')?.textContent;
  const read = (container: HTMLElement) =>
    [...container.querySelectorAll('span')]
      .filter((span) => !span.closest('[aria-hidden="true"]') && span.children.length === 0)
      .map((span) => span.textContent)
      .join('');

  it('counts up from its start to the value, and names only the value', () => {
    const { container } = render(<NumberTicker value={2_000_000} from={1_000_000} durationMs={1000} />);
    expect(shown(container)).toBe('1,000,000');
    expect(read(container)).toBe('2,000,000');
    tick(500);
    const midway = Number(shown(container)?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(1_000_000);
    expect(midway).toBeLessThan(2_000_000);
    expect(read(container)).toBe('2,000,000');
    tick(1000);
    expect(shown(container)).toBe('2,000,000');
    // Only text: no ARIA attribute a plain span may not carry.
    expect(container.querySelector('[aria-label]')).toBeNull();
  });

  it('stays on whole figures while counting between whole values (a live jackpot moving by a few đồng)', () => {
    const { container, rerender } = render(<NumberTicker value={2_000_000_000} durationMs={1000} />);
    rerender(<NumberTicker value={2_000_000_097} durationMs={1000} />);
    for (const at of [100, 333, 500, 777]) {
      tick(at);
      expect(shown(container)).toMatch(/^[\d,]+$/);
    }
    tick(1000);
    expect(shown(container)).toBe('2,000,000,097');
  });

  it('jumps straight to the value for players who prefer reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { container } = render(<NumberTicker value={5_000_000} from={1_000_000} />);
    expect(shown(container)).toBe('5,000,000');
    expect(frames).toHaveLength(0);
  });
});
