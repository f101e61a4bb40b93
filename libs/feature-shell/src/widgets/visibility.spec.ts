import { isWidgetVisible, WIDGETS, type WidgetId } from './visibility';
import type { DeviceType } from '@xc/ui-kit';

const visible = (widget: WidgetId, pathname: string, device: DeviceType) =>
  isWidgetVisible(widget, { pathname, device });

describe('widget visibility rules', () => {
  it.each(['/install-app', '/install-app/android', '/install-app/ios', '/maintenance'])(
    'hides every widget and popup on %s, whatever the device',
    (pathname) => {
      for (const device of ['mobile', 'tablet', 'desktop'] as const) {
        for (const widget of WIDGETS) expect(visible(widget, pathname, device)).toBe(false);
      }
    },
  );

  it.each(['/the-thao/k-sport', '/the-thao/the-thao-ao-pp', '/lo-de/mega645', '/lo-de/lo-de-sieu-toc/'])(
    'hides the jackpot and gift buttons on the sports or lottery sub-page %s',
    (pathname) => {
      expect(visible('jackpot-button', pathname, 'mobile')).toBe(false);
      expect(visible('gift-button', pathname, 'mobile')).toBe(false);
    },
  );

  it('keeps the jackpot and gift buttons on the sports and lottery landings', () => {
    expect(visible('jackpot-button', '/lo-de', 'mobile')).toBe(true);
    expect(visible('gift-button', '/lo-de', 'mobile')).toBe(true);
    expect(visible('jackpot-button', '/the-thao', 'desktop')).toBe(true);
  });

  it.each(['/account', '/account/deposit/codepay', '/account/withdraw/bank/', '/account/history'])(
    'keeps the account page %s clear of the jackpot and gift buttons on a phone, not on a desktop',
    (pathname) => {
      expect(visible('jackpot-button', pathname, 'mobile')).toBe(false);
      expect(visible('gift-button', pathname, 'mobile')).toBe(false);
      expect(visible('jackpot-button', pathname, 'desktop')).toBe(true);
    },
  );

  it('shows the gift button only on mobile', () => {
    expect(visible('gift-button', '/', 'mobile')).toBe(true);
    expect(visible('gift-button', '/', 'tablet')).toBe(false);
    expect(visible('gift-button', '/', 'desktop')).toBe(false);
  });

  it('shows the mini-game only on desktop', () => {
    expect(visible('mini-game', '/', 'desktop')).toBe(true);
    expect(visible('mini-game', '/', 'tablet')).toBe(false);
    expect(visible('mini-game', '/', 'mobile')).toBe(false);
  });

  it('keeps game frames and error pages free of widgets', () => {
    expect(visible('jackpot-button', '/game/play', 'desktop')).toBe(false);
    expect(visible('mini-game', '/500', 'desktop')).toBe(false);
    expect(visible('jackpot-button', '/khuyen-mai', 'desktop')).toBe(true);
  });
});
