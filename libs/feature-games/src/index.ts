import { gamesModalPorts } from './modals';
import { gamesPages } from './pages';

/**
 * What a brand composes when it offers games: the lobby, home, schedule and game-frame pages, and the
 * login modal they open for a visitor (declared by another feature).
 */
export const gamesFeature = { pages: gamesPages, modalPorts: gamesModalPorts };
