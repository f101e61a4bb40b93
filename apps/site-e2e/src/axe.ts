import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Runs axe-core (WCAG 2.1 A and AA rules and axe's best practices) on the page as it is now, or on
 * `scope` (a selector) only, and returns its violations with the nodes at fault:
 * `expect(await axe(page)).toEqual([])` prints what is wrong and where. The pointer moves off the
 * page first: axe judges colours as they are, and a hovered button is lighter.
 */
export async function axe(page: Page, scope?: string): Promise<string[]> {
  await page.mouse.move(0, 0);
  // Colours are read as they are painted: a dialog still fading in (or a button easing out of its
  // hover colour) measured 4.39:1 for text that settles at 4.5:1 and more. Wait for the page's
  // finite animations and transitions to end (a spinner's endless one, or one driven by scrolling,
  // is left running), two seconds at most.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.timeline === document.timeline &&
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      );
    await Promise.race([
      Promise.allSettled(settling.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`)
        .join(', ')}`,
  );
}
