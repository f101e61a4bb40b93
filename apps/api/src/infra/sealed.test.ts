import { createSealer } from './sealed';

const secret = 'a-long-random-secret-for-the-tests-0123456789';

describe('createSealer', () => {
  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealer = createSealer(secret);
    const one = sealer.seal('123456789012345');
    const two = sealer.seal('123456789012345');
    expect(one).not.toBe(two);
    expect(one).not.toContain('123456789012345');
    expect(sealer.open(one)).toBe('123456789012345');
    expect(sealer.open(two)).toBe('123456789012345');
  });

  it('refuses a value sealed with another key, tampered with, or not sealed at all', () => {
    const sealed = createSealer(secret).seal('123456789012');
    expect(createSealer(`${secret}x`).open(sealed)).toBeUndefined();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, -1)}${body.endsWith('A') ? 'B' : 'A'}`;
    expect(createSealer(secret).open([version, iv, tag, flipped].join('.'))).toBeUndefined();
    expect(createSealer(secret).open('123456789012')).toBeUndefined();
    expect(createSealer(secret).open('v1...')).toBeUndefined();
  });
});
