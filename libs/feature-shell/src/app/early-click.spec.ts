import { EARLY_CLICK_SCRIPT, replayEarlyClick } from './early-click';

interface EarlyState {
  __xcHydrated?: boolean;
  __xcEarlyClick?: unknown;
}
const state = () => window as unknown as EarlyState;

function the<T extends Element>(selector: string, index = 0): T {
  const found = document.querySelectorAll<T>(selector)[index];
  if (!found) throw new Error(`no ${selector} #${index}`);
  return found;
}

/** The inline script as the browser runs it, once per test on a fresh listener. */
function runInlineScript() {
  new Function(EARLY_CLICK_SCRIPT)();
}

describe('taps before hydration', () => {
  let added: { type: string; listener: EventListenerOrEventListenerObject; capture: boolean }[] = [];
  const realAdd = document.addEventListener.bind(document);

  beforeEach(() => {
    delete state().__xcHydrated;
    delete state().__xcEarlyClick;
    added = [];
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      added.push({ type, listener, capture: options === true });
      realAdd(type, listener, options);
    });
    document.body.innerHTML = `
      <header><a href="/">Logo</a><div><button type="button">Đăng nhập</button><button type="button">Đăng ký</button></div></header>
      <main><p>Nội dung</p></main>`;
  });

  afterEach(() => {
    for (const { type, listener } of added) document.removeEventListener(type, listener, true);
    jest.restoreAllMocks();
  });

  it('remembers the last button tapped before hydration and cancels the tap', () => {
    runInlineScript();
    the<HTMLButtonElement>('button').click();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    the('button', 1).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(state().__xcEarlyClick).toEqual({ path: expect.any(Array), text: 'Đăng ký' });
  });

  it('ignores taps on links and text (they need no replay)', () => {
    runInlineScript();
    the('a').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    the<HTMLElement>('p').click();
    expect(state().__xcEarlyClick).toBeUndefined();
  });

  it('clicks the same button again once hydrated, in a task of its own, and only once', () => {
    jest.useFakeTimers();
    try {
      runInlineScript();
      const register = the<HTMLButtonElement>('button', 1);
      register.click();
      const handler = jest.fn();
      register.addEventListener('click', handler);
      replayEarlyClick();
      expect(state().__xcHydrated).toBe(true);
      // Not inside the commit whose effects run this: React would drop a click on a Suspense
      // boundary it has not hydrated yet.
      expect(handler).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(handler).toHaveBeenCalledTimes(1);
      replayEarlyClick();
      jest.runAllTimers();
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('after hydration the script lets every tap through', () => {
    runInlineScript();
    replayEarlyClick();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    the('button').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(state().__xcEarlyClick).toBeUndefined();
  });

  it('does not click when the page changed under the tap', () => {
    runInlineScript();
    const login = the<HTMLButtonElement>('button');
    login.click();
    login.textContent = 'Tài khoản của tôi';
    const handler = jest.fn();
    login.addEventListener('click', handler);
    jest.useFakeTimers();
    try {
      replayEarlyClick();
      jest.runAllTimers();
    } finally {
      jest.useRealTimers();
    }
    expect(handler).not.toHaveBeenCalled();
  });
});
