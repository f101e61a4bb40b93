import { act, render, screen } from '@testing-library/react';
import { activeLocale, defineTexts, registerTexts, setLocale, t, useTexts } from './index';

afterEach(async () => {
  await act(() => setLocale('vi'));
});

describe('text catalogue', () => {
  it('is ready in Vietnamese with nothing to initialise', () => {
    expect(activeLocale()).toBe('vi');
    registerTexts('spec-ready', { hello: 'Xin chào' });
    expect(t('spec-ready', 'hello')).toBe('Xin chào');
  });

  it('keeps each lib in its own namespace', () => {
    registerTexts('spec-auth', { submit: 'Đăng nhập' });
    registerTexts('spec-wallet', { submit: 'Nạp tiền' });

    expect(t('spec-auth', 'submit')).toBe('Đăng nhập');
    expect(t('spec-wallet', 'submit')).toBe('Nạp tiền');
  });

  it('registering the same namespace twice is harmless and a later call updates texts', () => {
    registerTexts('spec-twice', { a: 'Một', b: 'Hai' });
    registerTexts('spec-twice', { a: 'Một' });
    expect(t('spec-twice', 'a')).toBe('Một');
    expect(t('spec-twice', 'b')).toBe('Hai');

    registerTexts('spec-twice', { a: 'Một (mới)' });
    expect(t('spec-twice', 'a')).toBe('Một (mới)');
  });

  it('reads nested keys as dotted paths, and a colon in a key is not a namespace prefix', () => {
    registerTexts('spec-nested', { deposit: { steps: { pay: 'Thanh toán' } }, 'note:x': 'Ghi chú' });
    expect(t('spec-nested', 'deposit.steps.pay')).toBe('Thanh toán');
    expect(t('spec-nested', 'note:x')).toBe('Ghi chú');
  });

  it('falls back to Vietnamese for texts missing in another locale', async () => {
    registerTexts('spec-fallback', { title: 'Khuyến mãi', cta: 'Nhận ngay' });
    registerTexts('spec-fallback', { title: 'Promotions' }, 'en');

    await setLocale('en');

    expect(t('spec-fallback', 'title')).toBe('Promotions');
    expect(t('spec-fallback', 'cta')).toBe('Nhận ngay');
  });

  it('interpolates values without HTML-escaping them (React escapes)', () => {
    registerTexts('spec-vars', { welcome: 'Chào {{name}}, số dư {{balance}} VND' });
    expect(t('spec-vars', 'welcome', { name: 'Lan & Huệ', balance: '1,000,000' })).toBe(
      'Chào Lan & Huệ, số dư 1,000,000 VND',
    );
  });

  it('returns the key for an unknown text so a missing entry is visible, not blank', () => {
    expect(t('spec-missing', 'nothing.here')).toBe('nothing.here');
  });
});

describe('in React', () => {
  function Greeting({ name }: { name: string }) {
    const text = useTexts('spec-greeting');
    return <h1>{text('hello', { name })}</h1>;
  }

  it('renders a Vietnamese text from a namespace', () => {
    registerTexts('spec-greeting', { hello: 'Xin chào, {{name}}!' });
    render(<Greeting name="Lan" />);
    expect(screen.getByRole('heading', { name: 'Xin chào, Lan!' })).toBeInTheDocument();
  });

  it('re-renders when the locale changes', async () => {
    registerTexts('spec-greeting', { hello: 'Xin chào, {{name}}!' });
    registerTexts('spec-greeting', { hello: 'Hello, {{name}}!' }, 'en');
    render(<Greeting name="Lan" />);

    await act(() => setLocale('en'));

    expect(screen.getByRole('heading', { name: 'Hello, Lan!' })).toBeInTheDocument();
  });
});

describe('defineTexts', () => {
  const catalogue = defineTexts('spec-typed', {
    gift: { invalid: 'Gift code không hợp lệ hoặc đã được sử dụng.', max: 'Tối đa {{max}} ký tự' },
  });

  it('registers the texts and returns a lookup bound to the namespace', () => {
    expect(catalogue.namespace).toBe('spec-typed');
    expect(catalogue.t('gift.invalid')).toBe('Gift code không hợp lệ hoặc đã được sử dụng.');
    expect(catalogue.t('gift.max', { max: 20 })).toBe('Tối đa 20 ký tự');
    expect(t('spec-typed', 'gift.max', { max: 20 })).toBe('Tối đa 20 ký tự');
  });

  it('type-checks keys and placeholders', () => {
    // @ts-expect-error unknown key
    catalogue.t('gift.unknown');
    // @ts-expect-error a group is not a text
    catalogue.t('gift');
    // @ts-expect-error the text needs {{max}}
    catalogue.t('gift.max');
    expect(true).toBe(true);
  });

  it('gives components a hook bound to the namespace', () => {
    function Error() {
      const text = catalogue.useTexts();
      return <p>{text('gift.max', { max: 20 })}</p>;
    }
    render(<Error />);
    expect(screen.getByText('Tối đa 20 ký tự')).toBeInTheDocument();
  });
});
