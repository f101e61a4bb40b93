import { negotiateEncoding, type ContentEncoding } from './encoding';

const both = new Set<ContentEncoding>(['br', 'gzip']);

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('only offers encodings the file has', () => {
    expect(negotiateEncoding('br, gzip', new Set<ContentEncoding>(['gzip']))).toBe('gzip');
    expect(negotiateEncoding('br', new Set<ContentEncoding>())).toBeUndefined();
  });
});
