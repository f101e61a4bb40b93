import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc03',
  name: 'Rồng Vàng',
  ...tenantFacts('xc03'),
  theme: {
    primary: '#c8102e',
    onPrimary: '#ffffff',
    accent: '#f5c542',
    background: '#140b0c',
    surface: '#22151a',
    text: '#f6efe9',
    radius: 10,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'rongvang-chat', group: 1 },
  robots: { default: 'noindex, nofollow' },
  partnerDomains: ['doitac-xc03.example', 'ads.example.net'],
  support: { email: 'hotro@rongvang.example', phone: '1900 6868' },
  legalName: 'Công ty TNHH Giải trí Rồng Vàng',
  address: {
    streetAddress: '12 Đường Nguyễn Huệ',
    addressLocality: 'Quận 1',
    addressRegion: 'TP. Hồ Chí Minh',
    postalCode: '700000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/rongvang.official', 'https://t.me/rongvang_hotro'],
  businessType: 'SportsBettingBusiness',
};
