import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc07',
  name: 'Sao Biển',
  ...tenantFacts('xc07'),
  theme: {
    primary: '#1d6fe0',
    onPrimary: '#ffffff',
    accent: '#ffb703',
    background: '#f4f7fc',
    surface: '#ffffff',
    text: '#0f1b2d',
    radius: 14,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'saobien-chat', group: 1 },
  robots: { default: 'noindex, nofollow', home: 'index, follow', inner: 'index, follow' },
  partnerDomains: ['doitac-xc07.example', 'ads.example.net'],
  support: { email: 'hotro@saobien.example', phone: '1900 6872' },
  legalName: 'Công ty TNHH Giải trí Sao Biển',
  address: {
    streetAddress: '5 Đường Trần Phú',
    addressLocality: 'Thành phố Nha Trang',
    addressRegion: 'Khánh Hòa',
    postalCode: '650000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/saobien.official', 'https://t.me/saobien_hotro'],
  businessType: 'Casino',
};
