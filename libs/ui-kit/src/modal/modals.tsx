import { atom, useAtomValue, useStore, type createStore } from 'jotai';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';

// The generic modal mechanism. It knows no modal of its own: each feature declares its modals with
// `defineModal` (an id and the body's module, loaded on first open), the shell mounts one `ModalHost`
// over the definitions of the features a brand offers, and anyone opens a modal through a typed
// reference with `useModals().open(ref, params)`, which resolves to the modal's result.

/** What a modal body receives: its parameters, and `close`, which settles the promise `open` returned. */
export interface ModalBodyProps<Params = undefined, Result = undefined> {
  params: Params;
  /** Closes this modal; `open(...)` resolves to `result` (to `undefined` when dismissed without one). */
  close: (result?: Result) => void;
}

/**
 * A typed handle on a modal: its id, and (in types only) its parameters and result. A feature opens
 * its own modals through their definitions; a modal of another feature through a `modalPort`.
 */
export interface ModalRef<Id extends string = string, Params = unknown, Result = unknown> {
  readonly id: Id;
  /** Types only, never set: what the modal takes and gives back. */
  readonly types?: { params: Params; result: Result };
}

type BodyModule<Params, Result> = { default: ComponentType<ModalBodyProps<Params, Result>> };

/** A modal a feature declares: its id and its body's module, imported the first time it opens. */
export interface ModalDefinition<Id extends string = string, Params = unknown, Result = unknown>
  extends ModalRef<Id, Params, Result> {
  readonly load: () => Promise<BodyModule<Params, Result>>;
}

/**
 * Declares a modal. Its parameter and result types come from the body's props
 * (`ModalBodyProps<Params, Result>`), so the declaration and the body cannot disagree.
 *
 *   auth: defineModal('auth', () => import('./modals/auth-modal')),
 */
export function defineModal<const Id extends string, Params = undefined, Result = undefined>(
  id: Id,
  load: () => Promise<BodyModule<Params, Result>>,
): ModalDefinition<Id, Params, Result> {
  return { id, load };
}

/**
 * A reference to a modal another feature declares, written by the feature that opens it (features
 * never import each other): the id and the types it relies on. The brand's composition
 * (`createRootModule`) fails typecheck when no offered feature declares a modal with that id whose
 * parameters accept these and whose result is one of these.
 *
 *   login: modalPort<{ tab: 0 | 1 }, boolean>()('auth'),
 */
export function modalPort<Params = undefined, Result = undefined>() {
  return <const Id extends string>(id: Id): ModalRef<Id, Params, Result> => ({ id });
}

/** An open modal: which one, with what, and how to settle the caller's promise. */
export interface OpenModal {
  readonly id: string;
  readonly params: unknown;
  /** Distinguishes two openings of one id (React key). */
  readonly key: number;
  readonly settle: (result: unknown) => void;
}

/** The open modals, oldest first (the last one is on top). */
export const openModalsAtom = atom<readonly OpenModal[]>([]);

type Store = ReturnType<typeof createStore>;

/** `[params]` where the modal needs parameters, `[params?]` where it may go without. */
export type OpenArgs<Params> = undefined extends Params ? [params?: Params] : [params: Params];

let nextKey = 1;

/**
 * Opens `modal` on top of the others (a modal already open takes the new parameters and moves to the
 * top; its earlier caller gets `undefined`). Resolves with the result the body closes it with, or
 * `undefined` when it is dismissed (Escape, the close button, a click outside, `closeAll`).
 */
export function openModal<Params, Result>(
  store: Store,
  modal: ModalRef<string, Params, Result>,
  ...[params]: OpenArgs<Params>
): Promise<Result | undefined> {
  return new Promise((resolve) => {
    const before = store.get(openModalsAtom);
    const already = before.find((m) => m.id === modal.id);
    const entry: OpenModal = {
      id: modal.id,
      params,
      // Already on top: the body re-renders with the new parameters. Under another: it mounts again
      // on top (Radix layers dialogs in the order they mount).
      key: already && already === before.at(-1) ? already.key : nextKey++,
      settle: (result) => resolve(result as Result | undefined),
    };
    already?.settle(undefined);
    store.set(openModalsAtom, [...before.filter((m) => m.id !== modal.id), entry]);
  });
}

function closeWhere(store: Store, which: (m: OpenModal) => boolean, result?: unknown): void {
  const before = store.get(openModalsAtom);
  const closing = before.filter(which);
  if (closing.length === 0) return;
  store.set(
    openModalsAtom,
    before.filter((m) => !closing.includes(m)),
  );
  for (const m of closing) m.settle(result);
}

export interface ModalControls {
  open<Params, Result>(modal: ModalRef<string, Params, Result>, ...args: OpenArgs<Params>): Promise<Result | undefined>;
  close(modal: ModalRef): void;
  /** Spec §4: a refresh 401 and a logout close every modal. */
  closeAll(): void;
}

export function useModals(): ModalControls {
  const store = useStore();
  return useMemo(
    () => ({
      open: (modal, ...args) => openModal(store, modal, ...args),
      close: (modal) => closeWhere(store, (m) => m.id === modal.id),
      closeAll: () => closeWhere(store, () => true),
    }),
    [store],
  );
}

/** Whether a modal is open (for an opener's `aria-expanded` and the like). */
export function useIsModalOpen(modal: ModalRef): boolean {
  return useAtomValue(openModalsAtom).some((m) => m.id === modal.id);
}

const bodies = new WeakMap<ModalDefinition['load'], LazyExoticComponent<ComponentType<ModalBodyProps<unknown, unknown>>>>();
const loaded = new WeakMap<ModalDefinition['load'], Promise<BodyModule<unknown, unknown>>>();

/** Starts fetching a modal's body (on hover or focus of its opener, say); the first open will not wait. */
export function preloadModal(modal: AnyModalDefinition): Promise<unknown> {
  const load = modal.load as ModalDefinition['load'];
  let pending = loaded.get(load);
  if (!pending) {
    pending = load();
    // A failed fetch (offline, a new deploy) is retried on the next open.
    pending.catch(() => loaded.delete(load));
    loaded.set(load, pending);
  }
  return pending;
}

function bodyOf(modal: AnyModalDefinition): LazyExoticComponent<ComponentType<ModalBodyProps<unknown, unknown>>> {
  let body = bodies.get(modal.load);
  if (!body) {
    body = lazy(() => preloadModal(modal) as Promise<BodyModule<unknown, unknown>>);
    bodies.set(modal.load, body);
  }
  return body;
}

/** Any definition, whatever its types (what the host and a feature's list of modals hold). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModalDefinition = ModalDefinition<string, any, any>;

export interface ModalHostProps {
  /** Every modal the brand's features declare. */
  modals: readonly AnyModalDefinition[];
}

/**
 * Mounts the body of each open modal, fetching its code the first time it opens; nothing else.
 * Scrolling is locked by Radix Dialog inside each body (one lock, counted across stacked dialogs).
 */
export function ModalHost({ modals }: ModalHostProps) {
  const open = useAtomValue(openModalsAtom);
  const store = useStore();
  const byId = useMemo(() => new Map(modals.map((m) => [m.id, m])), [modals]);
  return (
    <>
      {open.map((entry) => {
        const modal = byId.get(entry.id);
        if (!modal) {
          // Typecheck rules this out for a brand's composition (see UnmetModalPorts).
          console.error(`[modals] no feature declares modal "${entry.id}"`);
          return null;
        }
        const Body = bodyOf(modal);
        return (
          <Suspense key={entry.key} fallback={null}>
            <Body params={entry.params} close={(result) => closeWhere(store, (m) => m === entry, result)} />
          </Suspense>
        );
      })}
    </>
  );
}

/**
 * The ports in `Ports` that no definition in `Declared` satisfies: none has the port's id, or its
 * parameters do not accept the port's, or its result is not one the port expects. `never` when all
 * are met; the shell's `createRootModule` turns anything else into a type error naming the ids.
 */
export type UnmetModalPorts<Declared, Ports> = Ports extends ModalRef<infer Id, infer Params, infer Result>
  ? [Extract<Declared, { readonly id: Id }>] extends [never]
    ? Ports
    : Extract<Declared, { readonly id: Id }> extends ModalRef<Id, infer DeclaredParams, infer DeclaredResult>
      ? [Params] extends [DeclaredParams]
        ? [DeclaredResult] extends [Result]
          ? never
          : Ports
        : Ports
      : Ports
  : never;
