import { featurePages } from '@xc/paths';

/** The route modules of feature-games and the pages each renders. */
export const gamesPages = featurePages('libs/feature-games/src', {
  home: { file: 'pages/home-page.tsx', paths: ['/'] },
  schedule: { file: 'pages/schedule-page.tsx', paths: ['/lich-thi-dau'] },
  gameFrame: { file: 'pages/game-frame.tsx', layouts: ['game'] },
  lobby: {
    file: 'pages/lobby-page.tsx',
    groups: ['live-casino', 'portal', 'sports', 'lottery', 'cockfight'],
  },
});
