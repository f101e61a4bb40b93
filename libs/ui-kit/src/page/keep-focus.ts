import { useCallback, useEffect, useRef } from 'react';

/**
 * For a button that goes away when pressed ("Thử lại", "Xem thêm": a status takes its place while
 * the answer comes): `keep(action)` first moves the focus to `place`, an element that stays (give it
 * `tabIndex={-1}`), so the player's place is not lost to the page; once `settled`, a focus still
 * waiting there goes back to `button`, should one be there again (the retry failed, more to load).
 */
export function useKeepFocus<Place extends HTMLElement>(settled: boolean) {
  const place = useRef<Place>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (settled && place.current && document.activeElement === place.current) button.current?.focus();
  }, [settled]);
  const keep = useCallback(
    (action: () => unknown) => () => {
      place.current?.focus();
      action();
    },
    [],
  );
  return { place, button, keep };
}
