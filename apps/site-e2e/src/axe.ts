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
