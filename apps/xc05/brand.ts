import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc05',
  name: 'Phượng Hoàng',
  ...tenantFacts('xc05'),
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
  liveChat: { license: 'phuonghoang-chat', group: 1 },
  robots: { default: 'index, follow' },
  partnerDomains: ['doitac-xc05.example', 'ads.example.net'],
  support: { email: 'hotro@phuonghoang.example', phone: '1900 6870' },
  legalName: 'Công ty TNHH Giải trí Trực tuyến Phượng Hoàng',
  address: {
    streetAddress: '88 Đường Lê Lợi',
    addressLocality: 'Quận 1',
    addressRegion: 'TP. Hồ Chí Minh',
    postalCode: '700000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/phuonghoang.official', 'https://t.me/phuonghoang_hotro'],
  businessType: 'SportsBettingBusiness',
};
