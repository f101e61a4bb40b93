import { expect, type BrowserContext, type Page } from '@playwright/test';

// A toast stays three seconds (TOAST_DURATION_MS). On a loaded machine a test's polling of the page
// can take longer than that, so `toBeVisible()` may look before and after it and miss it (CI: the
// registration's and the "logged in elsewhere" toasts). Each tab records every toast it shows, with
// its text, in its session storage (kept across the tab's reloads and its own navigations); a test
// asks that record.

const KEY = 'e2e:toasts';

/** Records every toast (a status or alert in the toast region) that any page of the context shows. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    const note = (element: Element) => {
      try {
        const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        shown.push(element.textContent ?? '');
        sessionStorage.setItem(key, JSON.stringify(shown));
      } catch {
        // Storage refused (an opaque origin, a sandboxed frame): nothing to record there.
      }
    };
    const isToast = (element: Element) =>
      element.matches('[role="status"], [role="alert"]') && element.closest('section[aria-live]') !== null;
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (isToast(node)) note(node);
          for (const inner of node.querySelectorAll('[role="status"], [role="alert"]'))
            if (isToast(inner)) note(inner);
        }
    }).observe(document, { childList: true, subtree: true });
  }, KEY);
}

/**
 * The page has shown a toast containing `text` since it was last asked: each toast answers once, so
 * the same words later need a new toast.
 */
export async function expectToast(page: Page, text: string, timeout?: number): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ({ key, text }) => {
              const shown = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
              const at = shown.findIndex((words) => words.includes(text));
              if (at < 0) return false;
              shown.splice(at, 1);
              sessionStorage.setItem(key, JSON.stringify(shown));
              return true;
            },
            { key: KEY, text },
          )
          // A page between two documents answers on the next poll.
          .catch(() => false),
      { message: `a toast saying "${text}"`, timeout },
    )
    .toBe(true);
}
