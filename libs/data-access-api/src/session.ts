import type { User } from '@xc/api-contract';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Spec §3: the session (token and user) is persisted under this localStorage key. */
export const SESSION_STORAGE_KEY = 'auth';

/** The player as the API returns it (spec §3 "User (after login)"). */
export type SessionUser = User;

export interface Session {
  token: string;
  user: SessionUser;
}

/**
 * Whether this tab's live stream is running and has told its balance (set by subscribePlayerEvents).
 * While it is, the balance this tab shows is the stream's alone.
 */
let balanceLive = false;

export function setBalanceLive(live: boolean): void {
  balanceLive = live;
}

export function isBalanceLive(): boolean {
  return balanceLive;
}

/**
 * A session another tab wrote, as this tab takes it. Every tab writes its balance to storage as its
 * own stream, refresh or balance call answers, and storage events carry no order: the copy another
 * tab wrote for the stake may reach this tab after this tab's stream told it the win. So while this
 * tab's stream is live, it takes the other tab's token and player but keeps its own balance; a
 * logout, another player, or a tab without a live stream takes the other tab's session whole.
 */
export function takeFromAnotherTab(
  next: Session | null,
  mine: Session | null,
  live: boolean,
): Session | null {
  if (!live || !next || !mine || next.user.id !== mine.user.id || next.user.balance === mine.user.balance)
    return next;
  return { ...next, user: { ...next.user, balance: mine.user.balance } };
}

/** localStorage as jotai's JSON storage, with another tab's writes merged by takeFromAnotherTab. */
function tabStorage() {
  const base = createJSONStorage<Session | null>();
  // What this tab holds: what it read, wrote or took last.
  let mine: Session | null = null;
  return {
    getItem: (key: string, initial: Session | null) => (mine = base.getItem(key, initial) as Session | null),
    setItem: (key: string, value: Session | null) => {
      mine = value;
      base.setItem(key, value);
    },
    removeItem: (key: string) => {
      mine = null;
      base.removeItem(key);
    },
    subscribe: (key: string, callback: (value: Session | null) => void, initial: Session | null) =>
      base.subscribe?.(
        key,
        (next) => callback((mine = takeFromAnotherTab(next, mine, balanceLive))),
        initial,
      ) ?? (() => undefined),
  };
}

/**
 * The logged-in player, below every feature: the shell's auth middleware and header, the games'
 * login gate and every feature read the same atom. The auth feature logs in and out; a feature whose
 * call answers with a new balance (a claim, a redeemed code, a deposit, a cancelled bonus) writes it
 * back. It starts empty on every page and is read from storage after mount, so prerendered HTML and
 * hydration agree.
 */
export const sessionAtom = atomWithStorage<Session | null>(SESSION_STORAGE_KEY, null, tabStorage());

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
