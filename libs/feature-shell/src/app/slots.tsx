import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FeaturePages } from '@xc/paths';
import type { AnyModalDefinition, ModalRef, PageExtensions, UnmetModalPorts } from '@xc/ui-kit';
import type { shellModalPorts } from './modal-ports';
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
  /**
   * Loads the hooks the root runs once on every page, in this order (session refresh, jackpot
   * loading…): `() => import('./startup').then((m) => m.default)`. They load after the page has
   * hydrated, with the shell's own start-up work, so no page carries their code in its first script.
   */
  startup?: StartupLoader;
}

/** A feature's start-up hooks, fetched once the page has hydrated. */
export type StartupLoader = () => Promise<readonly (() => void)[]>;

/** What the frame takes from the features, composed: one loader per feature that has start-up hooks. */
export interface ComposedSlots extends Omit<ShellSlots, 'startup'> {
  startup: readonly StartupLoader[];
}

/**
 * A feature as a brand composes it (its public entry exports one): the route modules it publishes,
 * the modals it declares and those of other features it opens, and what it puts into the frame.
 */
export interface Feature {
  pages?: FeaturePages;
  /** Its modals (`defineModal`), by name; the root's one `ModalHost` mounts whichever is open. */
  modals?: Readonly<Record<string, AnyModalDefinition>>;
  /** Modals of other features it opens (`modalPort`), by name; another offered feature must declare each. */
  modalPorts?: Readonly<Record<string, ModalRef>>;
  slots?: ShellSlots;
  /**
   * What it shows inside pages and places it does not own, lazily: by page path (the content page
   * renders them under its title) or by a named place of the frame (`SHELL_PLACES` of ui-kit).
   */
  extensions?: PageExtensions;
}


type Values<T> = T extends Readonly<Record<string, infer V>> ? V : never;
type DeclaredModals<Fs extends readonly Feature[]> = { [K in keyof Fs]: Values<Fs[K]['modals']> }[number];
type OpenedModals<Fs extends readonly Feature[]> =
  | { [K in keyof Fs]: Values<Fs[K]['modalPorts']> }[number]
  | Values<typeof shellModalPorts>;

/**
 * The modal ports of these features (and the shell's own) that no feature among them declares with
 * matching types: `never` for a sound composition. `createRootModule` refuses any other at typecheck.
 */
export type UnmetModalNeeds<Fs extends readonly Feature[]> = UnmetModalPorts<DeclaredModals<Fs>, OpenedModals<Fs>>;

/** Every modal the features declare, for the root's host; one id declared twice is refused. */
export function composeModals(features: readonly Feature[]): AnyModalDefinition[] {
  const byId = new Map<string, AnyModalDefinition>();
  for (const feature of features) {
    for (const modal of Object.values(feature.modals ?? {})) {
      if (byId.has(modal.id) && byId.get(modal.id) !== modal) throw new Error(`Two features declare modal "${modal.id}"`);
      byId.set(modal.id, modal);
    }
  }
  return [...byId.values()];
}

/** The slots of the features a brand offers, in its order (start-up hooks run so). */
export function composeSlots(features: readonly Feature[]): ComposedSlots {
  const composed: Omit<ShellSlots, 'startup'> = {};
  const startup: StartupLoader[] = [];
  for (const { slots } of features) {
    if (!slots) continue;
    if (slots.HeaderActions) composed.HeaderActions = slots.HeaderActions;
    if (slots.useMissionTotal) composed.useMissionTotal = slots.useMissionTotal;
    if (slots.widgets) composed.widgets = { ...composed.widgets, ...slots.widgets };
    if (slots.startup) startup.push(slots.startup);
  }
  return { ...composed, startup };
}

const SlotsContext = createContext<ComposedSlots>({ startup: [] });

export function ShellSlotsProvider({ slots, children }: { slots: ComposedSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export const useShellSlots = (): ComposedSlots => useContext(SlotsContext);
