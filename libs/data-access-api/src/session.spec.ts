import { createStore } from 'jotai';
import {
  SESSION_STORAGE_KEY,
  sessionAtom,
  setBalanceLive,
  takeFromAnotherTab,
  type Session,
} from './session';

const user = {
  id: 7,
  rid: 'AB12CD34',
  balance: 500_000,
  isVerifyPhone: true,
  isFirstDeposit: true,
  tokenPlay: 'p',
};
const session = (token: string, balance: number, id = user.id): Session => ({
  token,
  user: { ...user, id, balance },
});

/** Another tab of the same browser writes the session: this tab hears a storage event. */
function anotherTabWrites(value: Session | null) {
  const newValue = value === null ? null : JSON.stringify(value);
  if (newValue === null) localStorage.removeItem(SESSION_STORAGE_KEY);
  else localStorage.setItem(SESSION_STORAGE_KEY, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue, storageArea: localStorage }),
  );
}

afterEach(() => {
  setBalanceLive(false);
  localStorage.clear();
});

describe("another tab's session", () => {
  it('is taken whole by a tab whose live stream is not running', () => {
    expect(takeFromAnotherTab(session('b', 490_000), session('a', 510_000), false)).toEqual(
      session('b', 490_000),
    );
  });

  it('gives its token, never its balance, to a tab whose stream is live; a logout or another player is taken whole', () => {
    const mine = session('a', 510_000);
    expect(takeFromAnotherTab(session('b', 490_000), mine, true)).toEqual(session('b', 510_000));
    expect(takeFromAnotherTab(null, mine, true)).toBeNull();
    expect(takeFromAnotherTab(session('c', 3, 8), mine, true)).toEqual(session('c', 3, 8));
    expect(takeFromAnotherTab(session('b', 1), null, true)).toEqual(session('b', 1));
  });

  it("arriving late, does not undo the win this tab's stream already told (the stake's copy came after it)", () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session('a', 500_000)));
    const store = createStore();
    const unsubscribe = store.sub(sessionAtom, () => undefined);
    expect(store.get(sessionAtom)).toEqual(session('a', 500_000));

    // This tab's stream: the balance now, the stake, the win.
    setBalanceLive(true);
    store.set(sessionAtom, session('a', 500_000));
    store.set(sessionAtom, session('a', 490_000));
    store.set(sessionAtom, session('a', 510_000));
    // The game tab wrote the stake's balance (and rotated the token) before it heard the win.
    anotherTabWrites(session('b', 490_000));
    expect(store.get(sessionAtom)).toEqual(session('b', 510_000));

    // Without a live stream of its own (hidden, reconnecting), the other tab's copy is all it has.
    setBalanceLive(false);
    anotherTabWrites(session('b', 530_000));
    expect(store.get(sessionAtom)).toEqual(session('b', 530_000));

    // A logout in another tab logs this one out, live or not.
    setBalanceLive(true);
    anotherTabWrites(null);
    expect(store.get(sessionAtom)).toBeNull();
    unsubscribe();
  });
});
