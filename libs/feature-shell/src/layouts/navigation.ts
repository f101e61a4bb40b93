import type { AppPath } from '@xc/paths';
import type { shellTexts } from '../texts';

type NavKey = keyof (typeof shellTexts.texts)['nav'];

export interface NavItem {
  key: NavKey;
  to: AppPath;
}

/** The header menu, in the order players look for things. */
export const MAIN_NAV: readonly NavItem[] = [
  { key: 'home', to: '/' },
  { key: 'sports', to: '/the-thao' },
  { key: 'liveCasino', to: '/live-casino' },
  { key: 'portal', to: '/cong-game' },
  { key: 'lottery', to: '/lo-de' },
  { key: 'cockfight', to: '/da-ga' },
  { key: 'promotions', to: '/khuyen-mai' },
  { key: 'events', to: '/su-kien' },
  { key: 'missions', to: '/nhiem-vu' },
  { key: 'news', to: '/tin-tuc' },
];

/** Footer columns: a heading key of `footer` and the pages under it (their headings are the link texts). */
export const FOOTER_COLUMNS: readonly {
  heading: keyof (typeof shellTexts.texts)['footer'];
  links: readonly AppPath[];
}[] = [
  { heading: 'about', links: ['/gioi-thieu', '/lien-he', '/tin-tuc', '/lich-thi-dau', '/install-app'] },
  {
    heading: 'help',
    links: [
      '/huong-dan-dang-ky',
      '/huong-dan-nap-tien',
      '/huong-dan-rut-tien',
      '/huong-dan-nhan-gift-code',
      '/code-tan-thu',
      '/cau-hoi-thuong-gap',
    ],
  },
  { heading: 'policies', links: ['/dieu-khoan-dieu-kien', '/chinh-sach-bao-mat', '/choi-co-trach-nhiem'] },
];
