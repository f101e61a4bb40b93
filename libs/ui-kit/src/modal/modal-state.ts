import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';

/** The modal identifiers of spec §3; features render the one they own, anyone may open it. */
export const MODAL_IDS = [
  'auth',
  'forgot',
  'forgototp',
  'forgotreset',
  'verifyEmail',
  'cardDetail',
  'confirm',
  'changePw',
  'addBank',
  'verify',
  'eventWelcome',
  'eventGetRewardDaily',
  'eventGetRewardPeriod',
  'giftCode',
  'receivedGiftcode',
  'spinReward',
  'spinMessage',
  'missionClaimSuccess',
  'jackpotPopup',
  'cancelPromotion',
] as const;
export type ModalId = (typeof MODAL_IDS)[number];

export type ModalParams = Readonly<Record<string, unknown>>;

export interface OpenModal {
  id: ModalId;
  params: ModalParams;
}

/** The open modals, oldest first; opening one that is already open moves it to the top with new params. */
export const openModalsAtom = atom<readonly OpenModal[]>([]);

export interface ModalControls {
  open(id: ModalId, params?: ModalParams): void;
  close(id: ModalId): void;
  /** Spec §4: a refresh 401 and a logout close every modal. */
  closeAll(): void;
}

export function useModalControls(): ModalControls {
  const set = useSetAtom(openModalsAtom);
  return useMemo(
    () => ({
      open: (id, params = {}) => set((list) => [...list.filter((m) => m.id !== id), { id, params }]),
      close: (id) => set((list) => list.filter((m) => m.id !== id)),
      closeAll: () => set([]),
    }),
    [set],
  );
}

/** Whether `id` is open and with which params; a feature's modal component reads its own entry. */
export function useModalState(id: ModalId): { isOpen: boolean; params: ModalParams } {
  const list = useAtomValue(openModalsAtom);
  const entry = list.find((m) => m.id === id);
  return { isOpen: entry !== undefined, params: entry?.params ?? {} };
}
