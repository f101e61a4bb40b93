import { act, render, screen } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { useAtomSnapshot } from './atom-value';
import { isLoggedInAtom, SESSION_STORAGE_KEY } from './session';

const countAtom = atom(1);

function renderReader<V>(read: () => V) {
  const store = createStore();
  let renders = 0;
  function Reader() {
    renders++;
    return <output>{String(read())}</output>;
  }
  render(
    <Provider store={store}>
      <Reader />
    </Provider>,
  );
  return { store, renders: () => renders };
}

afterEach(() => localStorage.clear());

describe('useAtomSnapshot', () => {
  it('renders a reader once as it mounts, again only when the value changes', () => {
    const { store, renders } = renderReader(() => useAtomSnapshot(countAtom));
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(renders()).toBe(1);

    act(() => store.set(countAtom, 2));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(renders()).toBe(2);

    act(() => store.set(countAtom, 2));
    expect(renders()).toBe(2);
  });

  it('sees a stored value that arrives when the atom mounts (the session kept in localStorage)', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', user: { id: 7 } }));
    const { renders } = renderReader(() => useAtomSnapshot(isLoggedInAtom));
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(renders()).toBe(2);
  });
});
