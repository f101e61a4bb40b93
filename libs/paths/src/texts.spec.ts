import { PAGES } from './paths';
import { groupDescription, pageHeading, pageTexts } from './texts';

describe('page texts', () => {
  it('has a heading and a description for every page', () => {
    for (const page of PAGES) {
      expect((pageTexts.texts.pages as Record<string, string>)[page.path]).toEqual(expect.any(String));
      expect(pageHeading(page.path)).not.toBe(`pages.${page.path}`);
      expect(groupDescription(page).length).toBeGreaterThan(10);
    }
  });
});
