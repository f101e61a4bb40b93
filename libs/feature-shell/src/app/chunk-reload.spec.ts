import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForNewCode } from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
};

describe('reload after a chunk load error', () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads the target path at most once per 10 seconds', () => {
    const storage = memoryStorage();
    const assign = jest.fn();
    expect(reloadForNewCode('/cong-game/slot', { now: 100_000, storage, assign })).toBe(true);
    expect(assign).toHaveBeenCalledWith('/cong-game/slot');
    expect(
      reloadForNewCode('/cong-game/slot', { now: 100_000 + CHUNK_RELOAD_GUARD_MS - 1, storage, assign }),
    ).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(reloadForNewCode('/lo-de', { now: 100_000 + CHUNK_RELOAD_GUARD_MS, storage, assign })).toBe(true);
    expect(assign).toHaveBeenLastCalledWith('/lo-de');
  });

  it('does not reload when storage is blocked (the guard could not hold)', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const assign = jest.fn();
    expect(reloadForNewCode('/', { storage, assign })).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
