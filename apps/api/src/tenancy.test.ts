import { PROVIDER_WALLET_PATHS as W } from '@xc/api-contract';
import { TENANTS } from '@xc/brand/tenants';
import { resolveBrand } from './infra/tenancy';
import { operatorContext } from './infra/request-context';
import { createSiteFixture, type SiteFixture } from './modules/site/site-fixture';
import { STUDIO_GAMES } from './modules/studio/catalogue';
import { bearer, challengeOf, get, latestCode, post, registerBody, withFingerprint } from './testing/accounts';
import { createGamesApp, launchToken, signedPost, type GamesTestApp } from './testing/games';

// One process serves every brand (BRAND=all): each request is its Host's brand, and nothing a player
// of one brand holds (a name, a session, a code, a link, a game token) means anything on another.
const XC05 = { host: TENANTS.xc05.domain };
const XC06 = { host: TENANTS.xc06.domain };
const XC06_MOBILE = { host: 'm.bachho.example' };

let t: GamesTestApp;
let xc05Site: SiteFixture;
let xc06Site: SiteFixture;
beforeAll(async () => {
  xc05Site = createSiteFixture();
  xc06Site = createSiteFixture();
  t = await createGamesApp({
    sites: {
      xc05: { siteDir: xc05Site.siteDir },
      xc06: { siteDir: xc06Site.siteDir, redirect: () => undefined },
    },
  });
});
afterAll(async () => {
  await t.close();
  xc05Site.remove();
  xc06Site.remove();
});

async function registerOn(headers: Record<string, string>, body = registerBody()) {
  const res = await post(t.app, '/api/auth/register', body, { ...withFingerprint, ...headers });
  return { res, body };
}

const loginOn = (headers: Record<string, string>, username: string, password: string) =>
  post(t.app, '/api/auth/login', { username, password }, { ...withFingerprint, ...headers });

describe('the brand of a request', () => {
  const all = {
    brands: ['xc03', 'xc04', 'xc05', 'xc06', 'xc07', 'xc08'] as const,
    defaultBrand: 'xc05' as const,
  };
  it.each([
    ['phuonghoang.example', 'xc05'],
    ['www.bachho.example', 'xc06'],
    ['m.bachho.example:443', 'xc06'],
    ['KIMCUONG.EXAMPLE', 'xc08'],
    ['xc07.localhost:3000', 'xc07'],
    ['localhost:3000', 'xc05'],
    ['127.0.0.1', 'xc05'],
    ['evil.example', 'xc05'],
    [undefined, 'xc05'],
  ])('%s is %s', (host, brand) => {
    expect(resolveBrand({ brands: [...all.brands], defaultBrand: all.defaultBrand }, host)).toBe(brand);
  });

  it("is the server's own brand in a single-brand run, whatever the Host", () => {
    expect(resolveBrand({ brands: ['xc06'], defaultBrand: 'xc06' }, 'phuonghoang.example')).toBe('xc06');
    expect(resolveBrand({ brands: ['xc06'], defaultBrand: 'xc06' }, 'localhost')).toBe('xc06');
  });
});

describe('accounts are per brand', () => {
  it('lets the same username register on two brands, as two players', async () => {
    const body = registerBody();
    const first = await registerOn(XC05, body);
    const second = await registerOn(XC06, { ...body, username: body.username.toUpperCase() });
    expect(first.res.statusCode).toBe(200);
    expect(second.res.statusCode).toBe(200);
    expect(second.res.json().user.id).not.toBe(first.res.json().user.id);
    // …and once per brand, whatever the case.
    const again = await registerOn(XC06_MOBILE, { ...body, phone: '0981112299' });
    expect(again.res.json()).toMatchObject({ statusCode: 409, code: 'USERNAME_TAKEN' });
  });

  it("logs in only on the player's own brand; elsewhere the name is unknown", async () => {
    const { body } = await registerOn(XC05);
    expect((await loginOn(XC05, body.username, body.password)).statusCode).toBe(200);
    const elsewhere = await loginOn(XC06, body.username, body.password);
    const unknown = await loginOn(XC06, 'khongcoainay01', body.password);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(unknown.json());
  });

  it("refuses one brand's session on another with the body of an unknown token", async () => {
    const { res } = await registerOn(XC05);
    const token = res.json().token as string;
    expect((await get(t.app, '/api/user/balance', { ...bearer(token), ...XC05 })).statusCode).toBe(200);
    const elsewhere = await get(t.app, '/api/user/balance', { ...bearer(token), ...XC06 });
    const unknown = await get(t.app, '/api/user/balance', { ...bearer('x'.repeat(43)), ...XC06 });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(unknown.json());
    // Refresh and logout do not work across either; the session lives on at home.
    expect((await get(t.app, '/api/auth/refresh', { ...bearer(token), ...XC06 })).statusCode).toBe(401);
    await post(t.app, '/api/auth/logout', undefined, { ...bearer(token), ...XC06 });
    expect((await get(t.app, '/api/user/profile', { ...bearer(token), ...XC05 })).statusCode).toBe(200);
  });

  it("shows a player of xc05 nothing of xc06's, not even of a namesake who logs in with the same password", async () => {
    const body = registerBody();
    const xc06 = await registerOn(XC06, body);
    const xc06Token = xc06.res.json().token as string;
    const xc06Id = xc06.res.json().user.id as number;
    const game = STUDIO_GAMES[0];
    if (!game) throw new Error('no game');
    const item = (await get(t.app, `/api/game/list?search=${encodeURIComponent(game.title)}`, XC06)).json()
      .data[0];
    await post(
      t.app,
      '/api/game/favorite',
      { uuid: item.uuid, name: item.title, userId: xc06Id },
      {
        ...bearer(xc06Token),
        ...XC06,
      },
    );
    expect(
      (await get(t.app, '/api/game/favorite', { ...bearer(xc06Token), ...XC06 })).json().data,
    ).toHaveLength(1);
    await registerOn(XC05, { ...body, phone: '0981112277' });
    // Logged in by name and password on xc05: the xc05 account, never the xc06 namesake's.
    const login = await loginOn(XC05, body.username, body.password);
    expect(login.json().user.id).not.toBe(xc06Id);
    const mine = { ...bearer(login.json().token as string), ...XC05 };
    expect((await get(t.app, '/api/game/favorite', mine)).json().data).toEqual([]);
    expect((await get(t.app, '/api/user/banks', mine)).json().data).toEqual([]);
    expect((await get(t.app, '/api/user/bets', mine)).json().data).toEqual([]);
    // Marking another brand's player's favourite is refused as anyone else's would be.
    const foreign = await post(
      t.app,
      '/api/game/favorite',
      { uuid: item.uuid, name: item.title, userId: xc06Id },
      mine,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses one brand's one-time login link on another", async () => {
    const { body } = await registerOn(XC05);
    const { token } = await t.services.auth.mintLoginToken(body.username, operatorContext('xc05'));
    const elsewhere = await post(t.app, '/api/auth/auto-login', { token }, { ...withFingerprint, ...XC06 });
    expect(elsewhere.json()).toMatchObject({ statusCode: 401, code: 'AUTO_LOGIN_FAILED' });
    // Still unused: it works at home.
    const home = await post(t.app, '/api/auth/auto-login', { token }, { ...withFingerprint, ...XC05 });
    expect(home.statusCode).toBe(200);
  });

  it("refuses one brand's one-time code and reset ticket on another", async () => {
    const { res, body } = await registerOn(XC05);
    const token = res.json().token as string;
    const sent = await post(t.app, '/api/user/phone/send-code', undefined, { ...bearer(token), ...XC05 });
    expect(sent.statusCode).toBe(200);
    const { challengeId } = challengeOf(sent);
    const code = await latestCode(t.app, body.phone);
    // The forgot-password code check of another brand does not know this challenge.
    const elsewhere = await post(
      t.app,
      '/api/auth/forgot-password/verify',
      { challengeId, code },
      {
        ...withFingerprint,
        ...XC06,
      },
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('OTP_INVALID');
  });
});

describe('game tokens are per brand', () => {
  it("refuses a launch token of one brand when the provider presents it on another's wallet", async () => {
    const { res } = await registerOn(XC05);
    const gameCode = 'xcs-game-nhanh-01';
    const launch = await launchToken(t, res.json().token as string, gameCode);
    const elsewhere = await signedPost(t, W.authenticate, { token: launch, gameCode }, XC06);
    expect(elsewhere.json()).toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
    const home = await signedPost(t, W.authenticate, { token: launch, gameCode }, XC05);
    expect(home.statusCode).toBe(200);
    const sessionToken = home.json().sessionToken as string;
    const balance = await signedPost(t, W.balance, { sessionToken, playerId: res.json().user.id }, XC06);
    expect(balance.json()).toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
  });
});

describe('one process, every brand (BRAND=all)', () => {
  it("serves each brand's own built site on its hosts", async () => {
    const home = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/cockfight', headers });
    // xc05's fixture keeps the legacy table; xc06's was given none.
    expect((await home(XC05)).statusCode).toBe(301);
    expect((await home(XC06)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/', headers: XC06_MOBILE })).statusCode).toBe(200);
  });

  it('answers the API of each brand by host', async () => {
    const body = registerBody();
    await registerOn(XC06, body);
    expect((await loginOn({ host: 'xc06.localhost:3000' }, body.username, body.password)).statusCode).toBe(
      200,
    );
    expect((await loginOn({ host: 'localhost:3000' }, body.username, body.password)).statusCode).toBe(401);
  });
});
