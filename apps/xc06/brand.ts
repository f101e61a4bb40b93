import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc06',
  name: 'Bạch Hổ',
  ...tenantFacts('xc06'),
  theme: {
    primary: '#14b8a6',
    onPrimary: '#04201d',
    accent: '#5eead4',
    background: '#0b1416',
    surface: '#132226',
    text: '#ecf6f5',
    radius: 8,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'bachho-chat', group: 6 },
  robots: { default: 'noindex, nofollow', home: 'index, follow', inner: null },
  partnerDomains: ['doitac-xc06.example', 'ads.example.net'],
  support: { email: 'hotro@bachho.example', phone: '1900 6871' },
  legalName: 'Công ty TNHH Bạch Hổ Gaming',
  address: {
    streetAddress: '27 Đường Trần Phú',
    addressLocality: 'Quận Hải Châu',
    addressRegion: 'Đà Nẵng',
    postalCode: '550000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/bachho.official', 'https://t.me/bachho_hotro'],
  businessType: 'SportsBettingBusiness',
};
