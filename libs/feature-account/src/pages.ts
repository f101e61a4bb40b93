import { featurePages } from '@xc/paths';

/** The /account pages feature-account renders (the others keep the shell's placeholder until they land). */
export const accountPages = featurePages('libs/feature-account/src', {
  user: { file: 'pages/user-page.tsx', paths: ['/account/user'] },
  bank: { file: 'pages/bank-page.tsx', paths: ['/account/bank'] },
  depositCodepay: { file: 'deposit/codepay-page.tsx', paths: ['/account/deposit/codepay'] },
  depositCard: { file: 'deposit/card-page.tsx', paths: ['/account/deposit/card'] },
  depositCrypto: { file: 'deposit/crypto-page.tsx', paths: ['/account/deposit/crypto'] },
  depositWallet: { file: 'deposit/wallet-page.tsx', paths: ['/account/deposit/wallet'] },
  withdrawBank: { file: 'withdraw/bank-withdraw-page.tsx', paths: ['/account/withdraw/bank'] },
  withdrawCard: { file: 'withdraw/card-withdraw-page.tsx', paths: ['/account/withdraw/card'] },
  withdrawCrypto: { file: 'withdraw/crypto-withdraw-page.tsx', paths: ['/account/withdraw/crypto'] },
  history: { file: 'history/history-page.tsx', paths: ['/account/history'] },
});
