/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { testBrand } from '@xc/brand/testing';
import { PAGES } from '@xc/paths';
import { documentFor } from '../use-content';
import { createContentIndex } from './content-index';
import { ContentError, faqPairs, parseContent } from './parse';

const doc = (front: string, body = 'Nội dung.') => `---\n${front}\n---\n${body}\n`;

describe('parseContent', () => {
  it('reads the front matter and renders the Markdown, tables included', () => {
    const parsed = parseContent(
      doc(
        'title: Thưởng nạp đầu\ndescription: Tối đa {{brand.maxBonus}}',
        '## Điều kiện\n\n| A | B |\n|---|---|\n| 1 | 2 |',
      ),
      'pages/x.md',
    );
    expect(parsed.title).toBe('Thưởng nạp đầu');
    expect(parsed.html).toContain('<h2>Điều kiện</h2>');
    expect(parsed.html).toContain('<table>');
  });

  it('shows raw HTML in Markdown as text', () => {
    const parsed = parseContent(
      doc('title: T\ndescription: D', 'Xin chào <script>alert(1)</script>'),
      'pages/x.md',
    );
    expect(parsed.html).not.toContain('<script>');
    expect(parsed.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['missing front matter', 'Chỉ có nội dung', /missing front matter/],
    ['missing title', doc('description: D'), /needs "title"/],
    [
      'an unknown placeholder',
      doc('title: {{brand.owner}}\ndescription: D'),
      /unknown placeholder\(s\) brand.owner/,
    ],
    [
      'an unknown brand override',
      doc('title: T\ndescription: D\nbrands:\n  xc99:\n    title: X'),
      /unknown brand "xc99"/,
    ],
    ['a bad date', doc('title: T\ndescription: D\ndate: 12/10/2026\nsummary: S'), /YYYY-MM-DD/],
    ['an action to another site', doc('title: T\ndescription: D\naction:\n  label: Nạp ngay\n  to: https://evil.example/'), /page of this site/],
    ['an action to another host', doc('title: T\ndescription: D\naction:\n  label: Nạp ngay\n  to: //evil.example/x'), /page of this site/],
    ['an action to a page that does not exist', doc('title: T\ndescription: D\naction:\n  label: Nạp ngay\n  to: /account/nap-tien'), /page of this site/],
    ['an action without a label', doc('title: T\ndescription: D\naction:\n  to: /account/deposit'), /needs "action.label"/],
  ])('refuses a file with %s', (_case, raw, message) => {
    expect(() => parseContent(raw, 'pages/x.md')).toThrow(ContentError);
    expect(() => parseContent(raw, 'pages/x.md')).toThrow(message);
  });

  it('reads a call to action to a page of the site, its query kept', () => {
    const parsed = parseContent(
      doc('title: T\ndescription: D\naction:\n  label: Nạp ngay\n  to: /account/deposit/codepay?promotion=khuyen-mai-50'),
      'pages/x.md',
    );
    expect(parsed.action).toEqual({ label: 'Nạp ngay', to: '/account/deposit/codepay?promotion=khuyen-mai-50' });
  });

  it('requires a date and a summary on news', () => {
    expect(() => parseContent(doc('title: T\ndescription: D'), 'news/x.md', { news: true })).toThrow(
      /needs "date"/,
    );
  });

  it('reads FAQ pairs from ## headings and the text under them', () => {
    expect(
      faqPairs(
        '## Đăng ký thế nào?\n\nVào [đăng ký](/huong-dan-dang-ky) và làm theo **hướng dẫn**.\n\n## Rút tiền?\n\n- Về ngân hàng\n- Trong ngày',
      ),
    ).toEqual([
      { question: 'Đăng ký thế nào?', answer: 'Vào đăng ký và làm theo hướng dẫn .' },
      { question: 'Rút tiền?', answer: 'Về ngân hàng Trong ngày' },
    ]);
  });
});

describe('the content index', () => {
  const files = {
    'pages/gioi-thieu.md': doc(
      'title: Giới thiệu {{brand.name}}\ndescription: D\nbrands:\n  xc05:\n    title: Về Phượng Hoàng',
    ),
    'pages/gioi-thieu.xc06.md': doc('title: Bạch Hổ là ai\ndescription: D6', 'Riêng cho Bạch Hổ.'),
    'pages/khuyen-mai/index.md': doc('title: Khuyến mãi\ndescription: D'),
    'news/cu.md': doc('title: Cũ\ndescription: D\ndate: 2026-08-01\nsummary: S'),
    'news/moi.md': doc('title: Mới\ndescription: D\ndate: 2026-11-01\nsummary: S'),
  };
  const index = createContentIndex(files);

  it('finds a page by path, also as a folder index, with its brand variants', () => {
    expect(index.page('/khuyen-mai')?.document.title).toBe('Khuyến mãi');
    const about = index.page('/gioi-thieu');
    expect(Object.keys(about?.variants ?? {})).toEqual(['xc06']);
    expect(index.page('/khong-co')).toBeNull();
    expect(() => index.requirePage('/khong-co')).toThrow(/No content file for \/khong-co/);
  });

  it('lists news newest first and refuses slugs that could climb out of the folder', () => {
    expect(index.news().map((n) => n.path)).toEqual(['/tin-tuc/moi', '/tin-tuc/cu']);
    expect(index.article('moi')?.document.title).toBe('Mới');
    expect(index.article('../pages/gioi-thieu')).toBeNull();
  });

  it('shows each brand its own variant or override, placeholders filled', () => {
    const about = index.requirePage('/gioi-thieu');
    expect(documentFor(about, { ...testBrand, id: 'xc06', name: 'Bạch Hổ' }).html).toContain(
      'Riêng cho Bạch Hổ',
    );
    expect(documentFor(about, { ...testBrand, id: 'xc05' }).title).toBe('Về Phượng Hoàng');
    expect(documentFor(about, { ...testBrand, id: 'xc07', name: 'Sao <Biển>' }).title).toBe(
      'Giới thiệu Sao <Biển>',
    );
  });
});

describe('the content written for the site', () => {
  const root = path.join(__dirname, '../../content');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  const files = Object.fromEntries(
    walk(root).map((file) => [path.relative(root, file), readFileSync(file, 'utf8')]),
  );
  const index = createContentIndex(files);

  it('has a file for every page the content renders, and every file parses', () => {
    const contentPages = PAGES.filter((p) =>
      ['support', 'generic', 'install-app', 'promotions', 'events'].includes(p.group),
    );
    for (const page of contentPages) expect(() => index.requirePage(page.path)).not.toThrow();
    expect(index.news().length).toBeGreaterThanOrEqual(6);
  });

  it('gives each first-deposit promotion a "Nạp ngay" that opens the deposit with it chosen', () => {
    for (const code of ['khuyen-mai-100', 'khuyen-mai-50']) {
      const shown = documentFor(index.requirePage(`/khuyen-mai/${code}`), testBrand);
      expect(shown.action).toEqual({ label: 'Nạp ngay', to: `/account/deposit/codepay?promotion=${code}` });
    }
    expect(index.requirePage('/khuyen-mai/hoan-tra-15').document.action).toBeUndefined();
  });

  it('keeps the FAQ in question/answer form', () => {
    const faq = index.requirePage('/cau-hoi-thuong-gap').document.faq ?? [];
    expect(faq.length).toBeGreaterThanOrEqual(8);
    for (const entry of faq) expect(entry.answer.length).toBeGreaterThan(10);
  });

  it('links only to pages that exist', () => {
    const known = new Set([...PAGES.map((p) => p.path), ...index.news().map((n) => n.path)]);
    for (const [name, text] of Object.entries(files)) {
      for (const match of text.matchAll(/\]\((\/[^)#?\s]*)/g))
        expect([name, known.has(match[1] ?? '')]).toEqual([name, true]);
    }
  });
});
