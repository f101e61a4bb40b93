import { lobbyFor } from './lobbies';

describe('lobbyFor', () => {
  it.each([
    ['/live-casino', { section: 'live-casino', category: undefined }],
    ['/live-casino/baccarat/', { section: 'live-casino', category: 'baccarat' }],
    ['/cong-game/no-hu', { section: 'cong-game', category: 'no-hu' }],
    ['/cong-game/game-khac', { section: undefined, category: 'game-khac' }],
    ['/lo-de/mega645', { section: 'lo-de', category: 'mega645' }],
    ['/da-ga-ws168', { section: 'da-ga', category: 'ws168' }],
    ['/the-thao', { section: 'the-thao', category: undefined }],
  ])('%s lists %j', (path, { section, category }) => {
    const lobby = lobbyFor(path);
    expect(lobby?.section).toBe(section);
    expect(lobby?.category).toBe(category);
  });

  it('knows no lobby for other pages, and frames the sports providers', () => {
    expect(lobbyFor('/gioi-thieu')).toBeNull();
    expect(lobbyFor('/the-thao')?.framed).toBe(true);
    expect(lobbyFor('/live-casino')?.framed).toBe(false);
  });
});
