import { linkPrefetch, prefetchAllowed } from './prefetch';

describe('link prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %j → prefetch %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('site links', () => {
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  afterEach(() => setConnection(undefined));

  it("use React Router's intent prefetch unless the player saves data or is on 2G", () => {
    expect(linkPrefetch()).toBe('intent');
    setConnection({ effectiveType: '2g' });
    expect(linkPrefetch()).toBe('none');
    setConnection({ effectiveType: '4g', saveData: true });
    expect(linkPrefetch()).toBe('none');
  });
});
