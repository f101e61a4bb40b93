import type { User } from '@xc/api-contract';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Spec §3: the session (token and user) is persisted under this localStorage key. */
export const SESSION_STORAGE_KEY = 'auth';

/** The player as the API returns it (spec §3 "User (after login)"). */
export type SessionUser = User;

export interface Session {
  token: string;
  user: SessionUser;
}

/**
 * The logged-in player, below every feature: the shell's auth middleware and header, the games'
 * login gate and the auth feature (which alone writes it) all read the same atom. It starts empty on
 * every page and is read from storage after mount, so prerendered HTML and hydration agree.
 */
export const sessionAtom = atomWithStorage<Session | null>(SESSION_STORAGE_KEY, null);

export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null);

/**
 * The stored session, read straight from storage: for code that runs before the atom has loaded it
 * (the route middleware on the first page of a visit must not mistake a player for a visitor).
 */
export function readStoredSession(): Session | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as Session).token === 'string'
      ? (parsed as Session)
      : null;
  } catch {
    return null;
  }
}
