import type { BrandConfig, RobotsPolicy } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  extendMeta,
  faqJsonLd,
  isIndexable,
  organizationJsonLd,
  pageMeta,
  robotsFor,
  sitemapXml,
  websiteJsonLd,
} from './index';

const brand: BrandConfig = {
  ...testBrand,
  name: 'Phượng Hoàng',
  domain: 'phuonghoang.example',
  legalName: 'Công ty TNHH Phượng Hoàng',
  socialLinks: ['https://www.facebook.com/ph'],
  support: { email: 'hotro@phuonghoang.example', phone: '1900 6870' },
};

describe('robots policy', () => {
  const spec: Record<string, { policy: RobotsPolicy; home: string | null; inner: string | null }> = {
    default: {
      policy: { default: 'noindex, nofollow' },
      home: 'noindex, nofollow',
      inner: 'noindex, nofollow',
    },
    'xc05-like': { policy: { default: 'index, follow' }, home: 'index, follow', inner: 'index, follow' },
    'xc06-like': {
      policy: { default: 'noindex, nofollow', home: 'index, follow', inner: null },
      home: 'index, follow',
      inner: null,
    },
    'xc07-like': {
      policy: { default: 'noindex, nofollow', home: 'index, follow', inner: 'index, follow' },
      home: 'index, follow',
      inner: 'index, follow',
    },
  };
  it.each(Object.entries(spec))('%s: home and inner pages', (_name, { policy, home, inner }) => {
    expect(robotsFor(policy, 'home')).toBe(home);
    expect(robotsFor(policy, 'inner')).toBe(inner);
  });

  it('indexes pages that allow it or carry no value', () => {
    expect(isIndexable('index, follow')).toBe(true);
    expect(isIndexable(null)).toBe(true);
    expect(isIndexable('noindex, nofollow')).toBe(false);
  });
});

describe('page metadata', () => {
  it('has title, description, keywords, author, robots, an absolute canonical and social images', () => {
    const tags = pageMeta({
      brand,
      path: '/khuyen-mai',
      title: 'T',
      description: 'D',
      keywords: 'k',
      robots: 'index, follow',
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'T' },
        { name: 'description', content: 'D' },
        { name: 'keywords', content: 'k' },
        { name: 'author', content: 'Phượng Hoàng' },
        { name: 'robots', content: 'index, follow' },
        { tagName: 'link', rel: 'canonical', href: 'https://phuonghoang.example/khuyen-mai' },
        { property: 'og:image', content: 'https://phuonghoang.example/og-image.png' },
        { name: 'twitter:image', content: 'https://phuonghoang.example/og-image.png' },
      ]),
    );
  });

  it('leaves the robots tag out when the policy gives none', () => {
    const tags = pageMeta({ brand, path: '/x', title: 'T', description: 'D', robots: null });
    expect(tags.some((tag) => tag['name'] === 'robots')).toBe(false);
  });
});

describe('structured data', () => {
  it('WebSite searches with the s parameter', () => {
    const site = websiteJsonLd(brand);
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://phuonghoang.example/' });
    expect(JSON.stringify(site)).toContain('https://phuonghoang.example/?s={search_term_string}');
  });

  it('Organization has name, url, contact, postal address and social links', () => {
    expect(organizationJsonLd(brand)).toMatchObject({
      name: 'Phượng Hoàng',
      url: 'https://phuonghoang.example/',
      contactPoint: { telephone: '1900 6870' },
      address: { '@type': 'PostalAddress', addressCountry: 'VN' },
      sameAs: ['https://www.facebook.com/ph'],
    });
  });

  it('BreadcrumbList numbers its items from 1 with absolute URLs', () => {
    const list = breadcrumbJsonLd(brand, [
      { name: 'Trang chủ', path: '/' },
      { name: 'Live casino', path: '/live-casino' },
    ]);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://phuonghoang.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Live casino',
        item: 'https://phuonghoang.example/live-casino',
      },
    ]);
  });

  it('FAQPage lists each question with its accepted answer', () => {
    expect(faqJsonLd([{ question: 'Q?', answer: 'A.' }])['mainEntity']).toEqual([
      { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
    ]);
  });

  it('the business carries the fields of the spec', () => {
    expect(businessJsonLd(brand, 'Mô tả')).toMatchObject({
      '@type': 'SportsBettingBusiness',
      legalName: 'Công ty TNHH Phượng Hoàng',
      currenciesAccepted: 'VND',
      paymentAccepted: 'Cash, Credit Card',
      knowsLanguage: ['vi', 'en'],
      openingHoursSpecification: { opens: '00:00', closes: '23:59' },
      priceRange: '1 - 1000000',
      numberOfEmployees: { value: 40 },
      logo: { width: 512, height: 512 },
    });
  });
});

describe('sitemap', () => {
  it('lists absolute URLs, and is a valid empty set when nothing is indexable', () => {
    expect(sitemapXml(brand, ['/', '/tin-tuc'])).toContain('<loc>https://phuonghoang.example/tin-tuc</loc>');
    expect(sitemapXml(brand, [])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});

describe('extendMeta', () => {
  it("puts a page's own title and description everywhere and replaces structured data of the same type", () => {
    const base = pageMeta({
      brand,
      path: '/tin-tuc/bai',
      title: 'Phượng Hoàng',
      description: 'Chung',
      robots: 'index, follow',
      jsonLd: [breadcrumbJsonLd(brand, [{ name: 'Trang chủ', path: '/' }])],
    });
    const tags = extendMeta(base, {
      title: 'Bài viết – Phượng Hoàng',
      description: 'Riêng',
      type: 'article',
      jsonLd: [breadcrumbJsonLd(brand, [{ name: 'Tin tức', path: '/tin-tuc' }])],
    });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Bài viết – Phượng Hoàng' },
        { name: 'description', content: 'Riêng' },
        { property: 'og:title', content: 'Bài viết – Phượng Hoàng' },
        { name: 'twitter:description', content: 'Riêng' },
        { property: 'og:type', content: 'article' },
      ]),
    );
    const lists = tags.filter(
      (tag) => (tag['script:ld+json'] as { '@type'?: string } | undefined)?.['@type'] === 'BreadcrumbList',
    );
    expect(lists).toHaveLength(1);
    expect(JSON.stringify(lists[0])).toContain('Tin tức');
  });
});
