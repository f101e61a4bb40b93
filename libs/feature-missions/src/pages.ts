import { featurePages } from '@xc/paths';

/** The page feature-missions renders (it replaces the shell's placeholder for `/nhiem-vu`). */
export const missionsPages = featurePages('libs/feature-missions/src', {
  missions: { file: 'pages/missions-page.tsx', paths: ['/nhiem-vu'] },
});
