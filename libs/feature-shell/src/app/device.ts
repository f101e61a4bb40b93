import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { deviceTypeForWidth, type DeviceType } from '@xc/ui-kit';
import { useAtomSnapshot } from '@xc/data-access-api';

/** Spec §9: the device type is recomputed 50 ms after the last resize. */
export const DEVICE_RESIZE_DEBOUNCE_MS = 50;

/**
 * Null until the page has mounted: the prerendered HTML knows no width, so anything that depends on
 * the device renders only after hydration (CSS handles layout before that).
 */
export const deviceTypeAtom = atom<DeviceType | null>(null);

export const useDeviceType = (): DeviceType | null => useAtomSnapshot(deviceTypeAtom);

/** Keeps deviceTypeAtom in step with the window width; rendered once by the root. */
export function useDeviceTracking(): void {
  const setDevice = useSetAtom(deviceTypeAtom);
  useEffect(() => {
    const update = () => setDevice(deviceTypeForWidth(window.innerWidth));
    // The first reading in a task of its own: everything that waits for the device (the floating
    // widgets, their lazy code) renders on it, and a store's change re-renders at once, so read here
    // it would lengthen the task that runs the hydration's effects.
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(update, 0);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEVICE_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [setDevice]);
}
