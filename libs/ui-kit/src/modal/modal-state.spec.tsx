import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { openModalsAtom, useModalControls, useModalState } from './modal-state';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(() => ({ controls: useModalControls(), auth: useModalState('auth') }), { wrapper });
  return { store, hook };
}

describe('modal state', () => {
  it('opens a modal with params, re-opening moves it to the top with the new params', () => {
    const { store, hook } = setup();
    act(() => hook.result.current.controls.open('auth', { tab: 1 }));
    expect(hook.result.current.auth).toEqual({ isOpen: true, params: { tab: 1 } });

    act(() => hook.result.current.controls.open('verify'));
    act(() => hook.result.current.controls.open('auth', { tab: 0 }));
    expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['verify', 'auth']);
    expect(hook.result.current.auth.params).toEqual({ tab: 0 });
  });

  it('closes one, or all at once', () => {
    const { store, hook } = setup();
    act(() => {
      hook.result.current.controls.open('auth');
      hook.result.current.controls.open('jackpotPopup');
    });
    act(() => hook.result.current.controls.close('auth'));
    expect(hook.result.current.auth.isOpen).toBe(false);
    expect(store.get(openModalsAtom)).toHaveLength(1);
    act(() => hook.result.current.controls.closeAll());
    expect(store.get(openModalsAtom)).toEqual([]);
  });
});
