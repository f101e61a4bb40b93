import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'sau' : 'trước'}</p>;
}

describe('useHydrated', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('is false in the prerendered HTML and on the render that hydrates, true after', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    expect(container.textContent).toBe('trước');

    const seen: boolean[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />);
    });
    // No mismatch: the hydrating render matched the HTML, and the switch came after it.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('sau');
  });
});
