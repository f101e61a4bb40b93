/** @jest-environment node */
import { AFFILIATE_COOKIE_MAX_AGE_SECONDS, captureAffiliate, readAffiliate } from './affiliate';
import { memoryCookies } from './test/fakes';

const partnerDomains = ['partner.example', 'ads.example.net'];

describe('affiliate capture', () => {
  it('keeps aff_id and utm_* from the landing URL for 12 hours at the root', () => {
    const cookies = memoryCookies();
    captureAffiliate({
      url: new URL(
        'https://brand.example/khuyen-mai?aff_id=A123&utm_source=fb&utm_medium=cpc&utm_campaign=tet%202027&x=1',
      ),
      referrer: '',
      partnerDomains,
      cookies,
    });
    expect(readAffiliate(cookies)).toEqual({
      aff_id: 'A123',
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'tet 2027',
    });
    expect(cookies.written[0]).toBe(
      `aff_id=A123; Max-Age=${AFFILIATE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('records an outside referrer, but not the site itself or a partner domain', () => {
    const url = new URL('https://brand.example/');
    const outside = memoryCookies();
    captureAffiliate({
      url,
      referrer: 'https://news.example.org/bai-viet?id=9',
      partnerDomains,
      cookies: outside,
    });
    expect(readAffiliate(outside)).toEqual({ source: 'https://news.example.org/bai-viet' });

    for (const referrer of [
      'https://brand.example/tin-tuc',
      'https://m.brand.example/',
      'https://partner.example/x',
      'https://cdn.ads.example.net/y',
    ]) {
      const cookies = memoryCookies();
      captureAffiliate({ url, referrer, partnerDomains, cookies });
      expect(readAffiliate(cookies)).toEqual({});
    }
  });

  it('ignores empty, oversized and unsafe values and keeps what was captured before', () => {
    const cookies = memoryCookies({ aff_id: 'OLD1' });
    captureAffiliate({
      url: new URL(`https://brand.example/?aff_id=%3Cscript%3E&utm_source=${'x'.repeat(201)}&utm_term=`),
      referrer: 'javascript:alert(1)',
      partnerDomains,
      cookies,
    });
    expect(readAffiliate(cookies)).toEqual({ aff_id: 'OLD1' });
  });
});
