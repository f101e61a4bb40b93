import { vietnamDay } from '../format';

export type PopupKind = 'daily' | 'period';

/** localStorage key of the Vietnam day a popup was last shown to a player on this device. */
export const popupKey = (kind: PopupKind, playerId: number) => `rewards-popup:${kind}:${playerId}`;

// Where storage is refused (private mode), this page load still shows each popup once.
const inMemory = new Map<string, string>();

export function shownToday(kind: PopupKind, playerId: number, now = Date.now()): boolean {
  const key = popupKey(kind, playerId);
  let day: string | null | undefined = inMemory.get(key);
  try {
    day ??= localStorage.getItem(key);
  } catch {
    // storage unavailable: memory only
  }
  return day === vietnamDay(now);
}

export function rememberShown(kind: PopupKind, playerId: number, now = Date.now()): void {
  const key = popupKey(kind, playerId);
  inMemory.set(key, vietnamDay(now));
  try {
    localStorage.setItem(key, vietnamDay(now));
  } catch {
    // storage unavailable: memory only
  }
}

// The page view (router location key) that has had its one popup: a second waits for the next page.
let pageWithPopup: string | null = null;

export function markPopupPage(locationKey: string): void {
  pageWithPopup = locationKey;
}

export const hadPopup = (locationKey: string): boolean => pageWithPopup === locationKey;

/** Tests: forget what this page load showed. */
export function forgetShown(): void {
  inMemory.clear();
  pageWithPopup = null;
}
