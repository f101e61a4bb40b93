import { featurePages } from '@xc/paths';

/** The /account pages feature-account renders (the others keep the shell's placeholder until they land). */
export const accountPages = featurePages('libs/feature-account/src', {
  user: { file: 'pages/user-page.tsx', paths: ['/account/user'] },
  bank: { file: 'pages/bank-page.tsx', paths: ['/account/bank'] },
  withdrawBank: { file: 'withdraw/bank-withdraw-page.tsx', paths: ['/account/withdraw/bank'] },
  withdrawCard: { file: 'withdraw/card-withdraw-page.tsx', paths: ['/account/withdraw/card'] },
  withdrawCrypto: { file: 'withdraw/crypto-withdraw-page.tsx', paths: ['/account/withdraw/crypto'] },
  history: { file: 'history/history-page.tsx', paths: ['/account/history'] },
});
