import type { Page } from '@playwright/test';

/**
 * Navigates as a link inside the app would (the store stays; only the page changes). The
 * prerendered page paints before its scripts run, so this first waits for the app to hydrate
 * (the shell sets `__xcHydrated` then) and for React Router to be there.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as { __xcHydrated?: boolean; __reactRouterDataRouter?: unknown };
    return w.__xcHydrated === true && w.__reactRouterDataRouter !== undefined;
  });
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(u: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    url,
  );
}
