import type { BrandConfig } from './brand-config';

/** A complete brand for tests of libs that render or describe a brand (not one of the six real ones). */
export const testBrand: BrandConfig = {
  id: 'xc05',
  name: 'Thử Nghiệm',
  domain: 'thunghiem.example',
  mobileDomain: false,
  theme: {
    primary: '#ff7a1a',
    onPrimary: '#1a0d00',
    accent: '#ffd166',
    background: '#0d1321',
    surface: '#162035',
    text: '#eef2f8',
    radius: 12,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'test', group: 1 },
  robots: { default: 'index, follow' },
  maxFirstDepositBonus: 20_000_000,
  partnerDomains: ['doitac.example'],
  support: { email: 'hotro@thunghiem.example', phone: '1900 0000' },
  legalName: 'Công ty TNHH Thử Nghiệm',
  address: {
    streetAddress: '1 Đường Thử',
    addressLocality: 'Quận 1',
    addressRegion: 'TP. Hồ Chí Minh',
    postalCode: '700000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/thunghiem'],
  businessType: 'SportsBettingBusiness',
};
