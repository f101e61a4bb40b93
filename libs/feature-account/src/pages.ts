import { featurePages } from '@xc/paths';

/** The /account pages feature-account renders (the others keep the shell's placeholder until they land). */
export const accountPages = featurePages('libs/feature-account/src', {
  user: { file: 'pages/user-page.tsx', paths: ['/account/user'] },
  bank: { file: 'pages/bank-page.tsx', paths: ['/account/bank'] },
});
