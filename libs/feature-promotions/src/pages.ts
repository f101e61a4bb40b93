import { featurePages } from '@xc/paths';

/** The page feature-promotions renders (it replaces the shell's placeholder). */
export const promotionsPages = featurePages('libs/feature-promotions/src', {
  promotion: { file: 'pages/promotion-page.tsx', paths: ['/account/promotion'] },
});
