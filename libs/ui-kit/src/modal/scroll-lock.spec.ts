import { lockPageScroll } from './scroll-lock';

describe('lockPageScroll', () => {
  it('restores the page overflow only when the last holder releases, and ignores double releases', () => {
    document.body.style.overflow = 'clip';
    const first = lockPageScroll();
    const second = lockPageScroll();

    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');

    second();
    expect(document.body.style.overflow).toBe('clip');
  });
});
