import type { BrandConfig } from '@xc/brand';
import { tenantFacts } from '@xc/brand/tenants';

export const brand: BrandConfig = {
  id: 'xc04',
  name: 'Sen Hồng',
  ...tenantFacts('xc04'),
  theme: {
    primary: '#d63384',
    onPrimary: '#ffffff',
    accent: '#7ee0c3',
    background: '#150c18',
    surface: '#221628',
    text: '#f7eef6',
    radius: 16,
  },
  logo: '/logo.svg',
  analytics: { googleTagId: null, facebookPixelId: null },
  liveChat: { license: 'senhong-chat', group: 1 },
  robots: { default: 'noindex, nofollow' },
  partnerDomains: ['doitac-xc04.example', 'ads.example.net'],
  support: { email: 'hotro@senhong.example', phone: '1900 6869' },
  legalName: 'Công ty TNHH Dịch vụ Giải trí Sen Hồng',
  address: {
    streetAddress: '45 Phố Tràng Tiền',
    addressLocality: 'Quận Hoàn Kiếm',
    addressRegion: 'Hà Nội',
    postalCode: '100000',
    addressCountry: 'VN',
  },
  socialLinks: ['https://www.facebook.com/senhong.official', 'https://t.me/senhong_hotro'],
  businessType: 'Casino',
};
