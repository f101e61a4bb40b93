import { gamesPages } from './pages';

/** What a brand composes when it offers games: the lobby, home, schedule and game-frame pages. */
export const gamesFeature = { pages: gamesPages };
