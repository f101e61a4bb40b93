import { resolveBaseUrl } from './client';

describe('resolveBaseUrl in the browser', () => {
  it('resolves the default /api against the page origin', () => {
    expect(location.origin).toBe('http://localhost');
    expect(resolveBaseUrl('/api')).toBe('http://localhost/api');
  });

  it('keeps an absolute base as it is', () => {
    expect(resolveBaseUrl('https://api.example.test/api')).toBe('https://api.example.test/api');
  });
});
