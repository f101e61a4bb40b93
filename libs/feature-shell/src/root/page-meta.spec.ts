import type { BrandConfig } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import type { MetaTag } from '@xc/feature-seo';
import { buildPageMeta } from './page-meta';

const seo = {
  '/': {
    title: 'Thử Nghiệm – nhà cái',
    description: 'Trang chủ {{brand.name}}',
    keywords: 'thử nghiệm',
    h1: 'Thử Nghiệm',
  },
  'not-found': {
    title: 'Không tìm thấy – Thử Nghiệm',
    description: 'Không có trang này',
    keywords: 'x',
    h1: 'x',
  },
};
const ldTypes = (tags: MetaTag[]) =>
  tags.map((tag) => (tag['script:ld+json'] as { '@type': string } | undefined)?.['@type']).filter(Boolean);
const tag = (tags: MetaTag[], name: string) => tags.find((t) => t['name'] === name)?.['content'];
const canonical = (tags: MetaTag[]) => tags.find((t) => t['rel'] === 'canonical')?.['href'];

describe('the head of a page', () => {
  it('home: the brand copy, placeholders filled, robots of the home page and the home structured data', () => {
    const tags = buildPageMeta({ brand: testBrand, seo, pathname: '/' });
    expect(tags).toContainEqual({ title: 'Thử Nghiệm – nhà cái' });
    expect(tag(tags, 'description')).toBe('Trang chủ Thử Nghiệm');
    expect(tag(tags, 'keywords')).toBe('thử nghiệm');
    expect(tag(tags, 'robots')).toBe('index, follow');
    expect(canonical(tags)).toBe('https://thunghiem.example/');
    expect(ldTypes(tags)).toEqual(['WebSite', 'Organization', 'SportsBettingBusiness']);
  });

  it('an inner page without copy: its shared heading, a breadcrumb trail, one slash trimmed', () => {
    const tags = buildPageMeta({ brand: testBrand, seo, pathname: '/live-casino/baccarat/' });
    expect(tags).toContainEqual({ title: 'Baccarat – Thử Nghiệm' });
    expect(canonical(tags)).toBe('https://thunghiem.example/live-casino/baccarat');
    const trail = tags.find(
      (t) => (t['script:ld+json'] as { '@type': string } | undefined)?.['@type'] === 'BreadcrumbList',
    );
    expect(JSON.stringify(trail)).toContain('"position":3');
    expect(JSON.stringify(trail)).toContain('https://thunghiem.example/live-casino');
  });

  it('follows the policy: no robots tag where it gives none (xc06 inner pages)', () => {
    const brand: BrandConfig = {
      ...testBrand,
      robots: { default: 'noindex, nofollow', home: 'index, follow', inner: null },
    };
    expect(tag(buildPageMeta({ brand, seo, pathname: '/khuyen-mai' }), 'robots')).toBeUndefined();
    expect(tag(buildPageMeta({ brand, seo, pathname: '/' }), 'robots')).toBe('index, follow');
  });

  it.each(['/khong-co-trang-nay', '/__not-found', '/404', '/500', '/maintenance'])(
    'never indexes %s',
    (pathname) => {
      const tags = buildPageMeta({ brand: testBrand, seo, pathname });
      expect(tag(tags, 'robots')).toBe('noindex, nofollow');
      expect(ldTypes(tags)).toEqual([]);
    },
  );

  it('treats a news article as an inner page (its route adds the article details)', () => {
    const tags = buildPageMeta({ brand: testBrand, seo, pathname: '/tin-tuc/bai-moi' });
    expect(tag(tags, 'robots')).toBe('index, follow');
    expect(canonical(tags)).toBe('https://thunghiem.example/tin-tuc/bai-moi');
  });
});
