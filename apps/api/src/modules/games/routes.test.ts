import {
  ALL_GAME_CATEGORIES,
  GAME_CATEGORIES,
  gameItemSchema,
  gameListResponseSchema,
  type GameItem,
} from '@xc/api-contract';
import * as z from 'zod/mini';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../studio/catalogue';
import { createServices, type Services } from '../../services';
import { bearer, createAccountsApp, get, register, type TestClock } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

let t: TestApp & { clock: TestClock };
let services: Services;
beforeAll(async () => {
  t = await createAccountsApp();
  services = createServices(t.database, { clock: t.clock.now });
  await services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (game) => game.code);
});
afterAll(() => t.close());

const list = async (query: string, headers = {}) => {
  const res = await get(t.app, `/api/game/list?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return gameListResponseSchema.parse(res.json());
};
const titleOf = (items: GameItem[]) => items.map((item) => item.title);
const send = (method: 'POST' | 'DELETE', token: string | null, payload: unknown) =>
  t.app.inject({
    method,
    url: '/api/game/favorite',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

describe('the catalogue', () => {
  it('has about 150 games, and every lobby category of the spec has some', async () => {
    const all = await list('per_page=100&page=1');
    const second = await list('per_page=100&page=2');
    expect(all.meta.pagination).toMatchObject({ total: STUDIO_GAMES.length, per_page: 100, last_page: 2 });
    expect(STUDIO_GAMES.length).toBeGreaterThanOrEqual(140);
    const items = [...all.data, ...second.data];
    expect(new Set(items.map((item) => item.uuid)).size).toBe(STUDIO_GAMES.length);
    for (const category of ALL_GAME_CATEGORIES) {
      expect([category, items.some((item) => item.category === category)]).toEqual([category, true]);
    }
  });

  it('lists a category with every Game item field of the spec', async () => {
    const slots = await list('section=cong-game&category=no-hu&per_page=5');
    expect(slots.meta.pagination).toMatchObject({ total: 16, page: 1, per_page: 5, last_page: 4 });
    const item = z.strictObject(gameItemSchema.shape).parse(slots.data[0]);
    expect(item).toMatchObject({
      title: 'Nổ Hũ Thần Tài',
      partnerName: 'Rồng Việt',
      partner: 'rong-viet',
      partnerProviderCode: 'RVG',
      partnerGameId: 'rvg-no-hu-01',
      device: 'all',
      orientationType: 'landscape',
      isFavorite: false,
      streamInfo: null,
      gameDirectLink: null,
      section: 'cong-game',
      category: 'no-hu',
      isHot: true,
      link: '/game/play?partner_game_type=rvg-no-hu-01&partner_provider=RVG&category_name=no-hu&orientation=landscape',
    });
    expect(item.image).toMatch(new RegExp(`^/api/game/thumb/${item.uuid}\\.svg\\?v=[0-9a-f]{10}$`));
  });

  it('gives live tables their stream and lobbies their direct link', async () => {
    const live = await list('section=live-casino&category=xoc-dia');
    expect(live.data[0]?.streamInfo).toEqual({
      groupId: 'xc-live',
      streamId: live.data[0]?.partnerGameId,
      streamUniqueId: `xc-live/${live.data[0]?.partnerGameId}`,
      id: live.data[0]?.partnerGameId,
    });
    const sports = await list('section=the-thao');
    expect(sports.data.map((item) => item.category)).toEqual([...GAME_CATEGORIES['the-thao']]);
    expect(sports.data[0]?.gameDirectLink).toBe('/studio/play/ksp-k-sport');
    expect((await list('section=da-ga')).data.map((item) => item.title)).toEqual([
      'Đá Gà GA28',
      'Đá Gà WS168',
    ]);
    expect((await list('section=lo-de')).meta.pagination.total).toBe(4);
  });

  it('filters by partner and hot, and searches titles with or without diacritics', async () => {
    const lotus = await list('partner=lotus-live&per_page=100');
    expect(lotus.data.length).toBeGreaterThan(5);
    expect(lotus.data.every((item) => item.partner === 'lotus-live')).toBe(true);
    expect((await list('section=live-casino&hot=true&per_page=100')).data.every((item) => item.isHot)).toBe(
      true,
    );

    const plain = titleOf((await list('search=tai%20xiu&per_page=100')).data);
    expect(plain).toEqual(expect.arrayContaining(['Tài Xỉu Live', 'Tài Xỉu Nhanh', 'Tài Xỉu Sòng Bài']));
    expect(titleOf((await list(`search=${encodeURIComponent('XỈU live')}`)).data)).toEqual(
      expect.arrayContaining(['Tài Xỉu Live', 'Tài Xỉu Siêu Tốc Live']),
    );
    expect(titleOf((await list('search=dua%20ga')).data)).toEqual([]);
    expect(titleOf((await list('search=da%20ga')).data).slice(0, 2)).toEqual(['Đá Gà GA28', 'Đá Gà WS168']);
    expect(titleOf((await list('search=ho%20vip')).data)).toEqual(['Rồng Hổ VIP']);
    expect(
      (await list('search=sao%20mai&category=roulette')).data.every((item) => item.partner === 'sao-mai'),
    ).toBe(true);
    expect(await list('search=khongcotrochoinay')).toMatchObject({
      data: [],
      meta: { pagination: { total: 0 } },
    });
  });

  it('refuses unknown filters with a 400', async () => {
    expect((await get(t.app, '/api/game/list?category=bida')).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
    });
    expect((await get(t.app, '/api/game/list?per_page=1000')).statusCode).toBe(400);
  });

  it('counts each lobby, its categories and partners', async () => {
    const res = await get(t.app, '/api/game/sections');
    const sections = res.json().data as Array<{
      slug: string;
      total: number;
      categories: Array<{ slug: string; name: string; total: number }>;
      partners: Array<{ total: number }>;
    }>;
    expect(sections.map((section) => section.slug)).toEqual([
      'cong-game',
      'live-casino',
      'the-thao',
      'lo-de',
      'da-ga',
    ]);
    expect(sections.reduce((sum, section) => sum + section.total, 0)).toBe(STUDIO_GAMES.length);
    for (const section of sections) {
      expect(section.categories.reduce((sum, category) => sum + category.total, 0)).toBe(section.total);
      expect(section.partners.reduce((sum, partner) => sum + partner.total, 0)).toBe(section.total);
    }
    expect(sections[0]?.categories.find((category) => category.slug === 'ban-ca')).toEqual({
      slug: 'ban-ca',
      name: 'Bắn cá',
      total: 8,
    });
  });
});

describe('thumbnails', () => {
  it('are generated SVGs, cached for good under their versioned URL', async () => {
    const [item] = (await list('category=xoc-dia&per_page=1')).data;
    if (!item) throw new Error('no game');
    const res = await get(t.app, item.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 240"/);
    expect(res.body).toContain(item.title);
    expect(res.body.length).toBeLessThan(6_000);
    expect(res.body).not.toMatch(/<script|href=/i);

    const stale = await get(t.app, `/api/game/thumb/${item.uuid}.svg?v=0000000000`);
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    expect((await get(t.app, '/api/game/thumb/00000000-0000-4000-8000-000000000000.svg')).statusCode).toBe(
      404,
    );
    expect((await get(t.app, '/api/game/thumb/..%2F..%2Fetc.svg')).statusCode).toBe(400);
  });
});

describe('favourites', () => {
  it('POST adds and DELETE removes, for the caller only; lists show the flag to that caller only', async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const [game] = (await list('category=baccarat&per_page=1')).data;
    if (!game) throw new Error('no game');
    const body = { uuid: game.uuid, name: game.title, userId: alice.user.id };

    const added = await send('POST', alice.token, body);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      data: { uuid: game.uuid, isFavorite: true },
      message: 'Đã thêm vào danh sách yêu thích',
    });
    expect((await send('POST', alice.token, body)).statusCode).toBe(200);

    const forAlice = await list('category=baccarat&per_page=1', bearer(alice.token));
    expect(forAlice.data[0]?.isFavorite).toBe(true);
    expect((await list('category=baccarat&per_page=1', bearer(bob.token))).data[0]?.isFavorite).toBe(false);
    expect((await list('category=baccarat&per_page=1')).data[0]?.isFavorite).toBe(false);
    const mine = await get(t.app, '/api/game/favorite', bearer(alice.token));
    expect(mine.json().data.map((item: GameItem) => [item.uuid, item.isFavorite])).toEqual([
      [game.uuid, true],
    ]);

    const removed = await send('DELETE', alice.token, body);
    expect(removed.json()).toEqual({
      data: { uuid: game.uuid, isFavorite: false },
      message: 'Đã xóa khỏi danh sách yêu thích',
    });
    expect((await get(t.app, '/api/game/favorite', bearer(alice.token))).json().data).toEqual([]);
  });

  it("refuses another player's userId with 403, an unknown game with 404, a visitor with 401", async () => {
    const alice = await register(t.app);
    const bob = await register(t.app);
    const [game] = (await list('category=roulette&per_page=1')).data;
    if (!game) throw new Error('no game');
    const forBob = { uuid: game.uuid, name: game.title, userId: bob.user.id };
    expect((await send('POST', alice.token, forBob)).json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'Bạn không có quyền thực hiện thao tác này',
    });
    expect((await send('DELETE', alice.token, forBob)).statusCode).toBe(403);
    expect((await get(t.app, '/api/game/favorite', bearer(bob.token))).json().data).toEqual([]);
    expect(
      (
        await send('POST', alice.token, {
          uuid: '00000000-0000-4000-8000-000000000000',
          userId: alice.user.id,
        })
      ).json(),
    ).toMatchObject({ statusCode: 404, code: 'GAME_NOT_FOUND' });
    expect((await send('POST', alice.token, { uuid: 'abc', userId: alice.user.id })).statusCode).toBe(400);
    expect((await send('POST', null, forBob)).statusCode).toBe(401);
  });
});

describe('GET /api/game/link', () => {
  const link = (query: Record<string, string>, token?: string) =>
    get(t.app, `/api/game/link?${new URLSearchParams(query).toString()}`, token ? bearer(token) : {});
  const byCode = (code: string) => {
    const game = STUDIO_GAMES.find((candidate) => candidate.code === code);
    if (!game) throw new Error(code);
    return { partner_game_type: game.code, partner_provider: game.providerCode };
  };

  it('needs a logged-in player (401 for a visitor)', async () => {
    const res = await link(byCode('rvg-no-hu-01'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("answers the studio's launch URL with a one-time token, the device and the game's orientation", async () => {
    const player = await register(t.app);
    const res = await link(
      { ...byCode('rvg-no-hu-01'), device: 'mobile', orientation: 'portrait' },
      player.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = new URL(res.json().data as string, 'http://site.test');
    expect(url.pathname).toBe('/studio/play/rvg-no-hu-01');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      lang: 'vi',
      currency: 'VND',
      device: 'mobile',
      category: 'no-hu',
      // A landscape game opens in landscape whatever the phone is held like.
      orientation: 'landscape',
    });
    const again = new URL((await link(byCode('rvg-no-hu-01'), player.token)).json().data, 'http://site.test');
    expect(again.searchParams.get('token')).not.toBe(url.searchParams.get('token'));
    expect(again.searchParams.get('device')).toBe('desktop');
  });

  it('lets an adaptive lobby follow the orientation asked for', async () => {
    const player = await register(t.app);
    const res = await link(
      { ...byCode('ksp-k-sport'), device: 'tablet', orientation: 'portrait' },
      player.token,
    );
    const url = new URL(res.json().data, 'http://site.test');
    expect(url.searchParams.get('orientation')).toBe('portrait');
    const none = new URL((await link(byCode('ksp-k-sport'), player.token)).json().data, 'http://site.test');
    expect(none.searchParams.has('orientation')).toBe(false);
  });

  it('refuses an unknown game with 400 and its message', async () => {
    const player = await register(t.app);
    for (const query of [
      { partner_game_type: 'khong-co', partner_provider: 'RVG' },
      { partner_game_type: 'rvg-no-hu-01', partner_provider: 'XXX' },
    ]) {
      expect((await link(query, player.token)).json()).toEqual({
        statusCode: 400,
        code: 'GAME_NOT_FOUND',
        message: 'Trò chơi không tồn tại hoặc đã ngừng hoạt động',
      });
    }
    expect((await link({ partner_provider: 'RVG' }, player.token)).json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Vui lòng chọn trò chơi',
    });
    expect((await link({ ...byCode('rvg-no-hu-01'), device: 'tv' }, player.token)).statusCode).toBe(400);
  });

  it('refuses a desktop-only game on a phone and a phone-only game on a desktop', async () => {
    const player = await register(t.app);
    const desktopOnly = STUDIO_GAMES.find((game) => game.device === 'desktop');
    const mobileOnly = STUDIO_GAMES.find((game) => game.device === 'mobile');
    if (!desktopOnly || !mobileOnly) throw new Error('catalogue lacks device-bound games');
    const ask = (game: typeof desktopOnly, device: string) =>
      link({ partner_game_type: game.code, partner_provider: game.providerCode, device }, player.token);
    expect((await ask(desktopOnly, 'mobile')).json()).toEqual({
      statusCode: 400,
      code: 'GAME_DEVICE_NOT_SUPPORTED',
      message: 'Trò chơi này chưa hỗ trợ trên điện thoại, vui lòng chơi trên máy tính',
    });
    expect((await ask(desktopOnly, 'desktop')).statusCode).toBe(200);
    expect((await ask(desktopOnly, 'tablet')).statusCode).toBe(200);
    expect((await ask(mobileOnly, 'desktop')).json()).toMatchObject({
      statusCode: 400,
      message: 'Trò chơi này chỉ hỗ trợ trên điện thoại',
    });
    expect((await ask(mobileOnly, 'mobile')).statusCode).toBe(200);
  });
});

describe('the launch token', () => {
  it('is exchanged once, before it expires, for a wallet session of that game only', async () => {
    const player = await register(t.app);
    const open = async () => {
      const res = await get(
        t.app,
        '/api/game/link?partner_game_type=xcs-game-nhanh-01&partner_provider=XCS',
        bearer(player.token),
      );
      return new URL(res.json().data, 'http://site.test').searchParams.get('token') ?? '';
    };
    const token = await open();
    await expect(
      services.gameLaunch.authenticate(STUDIO_PROVIDER, 'xc05', token, 'rvg-no-hu-01'),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
    const session = await services.gameLaunch.authenticate(
      STUDIO_PROVIDER,
      'xc05',
      token,
      'xcs-game-nhanh-01',
    );
    expect(session.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(
      services.gameLaunch.authenticate(STUDIO_PROVIDER, 'xc05', token, 'xcs-game-nhanh-01'),
    ).rejects.toMatchObject({
      statusCode: 401,
    });
    const resolved = await services.gameLaunch.resolve(
      STUDIO_PROVIDER,
      'xc05',
      session.sessionToken,
      player.user.id,
    );
    expect(resolved).toMatchObject({ expired: false, game: { partnerGameId: 'xcs-game-nhanh-01' } });
    await expect(
      services.gameLaunch.resolve(STUDIO_PROVIDER, 'xc05', session.sessionToken, player.user.id + 1),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });

    const late = await open();
    t.clock.advance(5 * 60_000);
    await expect(
      services.gameLaunch.authenticate(STUDIO_PROVIDER, 'xc05', late, 'xcs-game-nhanh-01'),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });

  it("also accepts the player's tokenPlay (direct links), and ends with the login session for debits", async () => {
    const player = await register(t.app);
    const session = await services.gameLaunch.authenticate(
      STUDIO_PROVIDER,
      'xc05',
      player.user.tokenPlay,
      'ksp-k-sport',
    );
    const resolve = () =>
      services.gameLaunch.resolve(STUDIO_PROVIDER, 'xc05', session.sessionToken, player.user.id);
    expect((await resolve()).expired).toBe(false);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player.token) });
    expect((await resolve()).expired).toBe(true);
    await expect(
      services.gameLaunch.authenticate(STUDIO_PROVIDER, 'xc05', player.user.tokenPlay, 'ksp-k-sport'),
    ).rejects.toMatchObject({
      code: 'INVALID_TOKEN',
    });
  });
});

describe('GET /api/sports/fixtures', () => {
  it('lists the demo matches of the coming days with 1X2 odds, four a day', async () => {
    const res = await get(t.app, '/api/sports/fixtures?days=3');
    expect(res.statusCode).toBe(200);
    const fixtures = res.json().data as Array<{ id: string; startsAt: string; odds: Record<string, number> }>;
    expect(fixtures).toHaveLength(12);
    expect([...fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual(fixtures);
    for (const fixture of fixtures) {
      expect(Object.values(fixture.odds).every((odds) => odds > 1)).toBe(true);
      // The bookmaker's margin: implied probabilities add up to a little over 1.
      const implied = Object.values(fixture.odds).reduce((sum, odds) => sum + 1 / odds, 0);
      expect(implied).toBeGreaterThan(1);
      expect(implied).toBeLessThan(1.1);
    }
    expect((await get(t.app, '/api/sports/fixtures')).json().data).toHaveLength(28);
    expect((await get(t.app, '/api/sports/fixtures?days=30')).statusCode).toBe(400);
  });
});
