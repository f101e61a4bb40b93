import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc08',
  name: 'Kim Cương',
  ...tenantFacts('xc08'),
  theme: {
    primary: '#6d28d9',
    onPrimary: '#ffffff',
    accent: '#0ea5e9',
    background: '#f7f5fc',
    surface: '#ffffff',
    text: '#1c1530',
    radius: 6,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'kimcuong-chat', group: 1 },
  robots: { default: 'noindex, nofollow', home: 'index, follow', inner: 'index, follow' },
  partnerDomains: ['doitac-xc08.example', 'ads.example.net'],
  support: { email: 'hotro@kimcuong.example', phone: '1900 6873' },
  legalName: 'Công ty TNHH Kim Cương Entertainment',
  address: {
    streetAddress: '101 Đường Đồng Khởi',
    addressLocality: 'Quận 1',
    addressRegion: 'TP. Hồ Chí Minh',
    postalCode: '700000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/kimcuong.official', 'https://t.me/kimcuong_hotro'],
  businessType: 'Casino',
};
