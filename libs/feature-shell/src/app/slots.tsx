import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FeaturePages } from '@xc/paths';
import type { WidgetId } from '../widgets/visibility';

/**
 * What features put into the frame. Features never import each other, so a brand app's root hands
 * them to the shell here (DESIGN.md: compose features in the shell or the app).
 */
export interface ShellSlots {
  /** Right end of the header: login and register, or balance and the account menu. */
  HeaderActions?: ComponentType;
  /** Floating widgets by id; the shell places them and applies the visibility rules. */
  widgets?: Partial<
    Record<Exclude<WidgetId, 'floating-widgets' | 'gift-button' | 'mini-game'>, ComponentType>
  >;
  /** The mission total for the gift button's badge (missions feature); 0 or absent shows no badge. */
  useMissionTotal?: () => number;
  /** Feature modals, mounted once at the root; each opens through `useModalControls().open(id)`. */
  modals?: readonly ComponentType[];
  /**
   * Hooks run once by the root on every page, in this order (session refresh, jackpot loading…).
   * The list must not change while the app runs.
   */
  startup?: readonly (() => void)[];
}

/**
 * A feature as a brand composes it (its public entry exports one): the route modules it publishes
 * and what it puts into the frame.
 */
export interface Feature {
  pages?: FeaturePages;
  slots?: ShellSlots;
}

/** The slots of the features a brand offers, in its order (modals stack, start-up hooks run so). */
export function composeSlots(features: readonly Feature[]): ShellSlots {
  const composed: ShellSlots = {};
  const modals: ComponentType[] = [];
  const startup: (() => void)[] = [];
  for (const { slots } of features) {
    if (!slots) continue;
    if (slots.HeaderActions) composed.HeaderActions = slots.HeaderActions;
    if (slots.useMissionTotal) composed.useMissionTotal = slots.useMissionTotal;
    if (slots.widgets) composed.widgets = { ...composed.widgets, ...slots.widgets };
    modals.push(...(slots.modals ?? []));
    startup.push(...(slots.startup ?? []));
  }
  return { ...composed, modals, startup };
}

const SlotsContext = createContext<ShellSlots>({});

export function ShellSlotsProvider({ slots, children }: { slots: ShellSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useShellSlots = (): ShellSlots => useContext(SlotsContext);
