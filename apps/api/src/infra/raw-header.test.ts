import type { IncomingMessage } from 'node:http';
import { rawHeader } from './raw-header';

const request = (...rawHeaders: string[]) => ({ rawHeaders }) as unknown as IncomingMessage;

describe('rawHeader', () => {
  it('finds a header whatever the case its name was sent in', () => {
    const sent = request('Host', 'xc05.test', 'If-None-Match', '"abc"', 'ACCEPT-ENCODING', 'gzip, br');
    expect(rawHeader(sent, 'if-none-match')).toBe('"abc"');
    expect(rawHeader(sent, 'accept-encoding')).toBe('gzip, br');
  });

  it('is undefined for a header not sent, or one whose name only starts the same', () => {
    const sent = request('x-request-id-extra', 'a', 'x-request', 'b');
    expect(rawHeader(sent, 'x-request-id')).toBeUndefined();
    expect(rawHeader(request(), 'x-request-id')).toBeUndefined();
  });

  it('joins a header sent twice with ", ", as request.headers does', () => {
    const sent = request('X-Request-Id', '5f0c5c1e-8f61-4d7e-9a0b-2a1f3b4c5d6e', 'x-request-id', 'second');
    expect(rawHeader(sent, 'x-request-id')).toBe('5f0c5c1e-8f61-4d7e-9a0b-2a1f3b4c5d6e, second');
  });
});
