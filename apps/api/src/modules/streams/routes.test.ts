import { streamVerifyResponseSchema } from '@xc/api-contract';
import { readFileSync } from 'node:fs';
import { STREAM_CLIP_FILE } from '../../infra/paths';
import { get, post } from '../../testing/accounts';
import { createGamesApp, type GamesTestApp } from '../../testing/games';
import { STUDIO_GAMES } from '../studio/catalogue';
import { parseRange } from './routes';
import { OFFLINE_CYCLE_MINUTES, offlineMinute } from './verifier';

let t: GamesTestApp;
beforeAll(async () => {
  t = await createGamesApp({ services: { streamVerifyDelayMs: 0 } });
});
afterAll(() => t.close());

const live = STUDIO_GAMES.filter((game) => game.live);
const clip = readFileSync(STREAM_CLIP_FILE);

/** Moves the clock out of (or into) the stream's offline minute. */
function setOnline(streamId: string, online: boolean) {
  const minute = Math.floor(t.clock.ms / 60_000);
  const wanted = offlineMinute(streamId);
  for (let step = 0; step < OFFLINE_CYCLE_MINUTES; step += 1) {
    const isOffline = (minute + step) % OFFLINE_CYCLE_MINUTES === wanted;
    if (isOffline !== online) {
      t.clock.advance(step * 60_000);
      return;
    }
  }
}

const verify = (body: Record<string, string>) => post(t.app, '/api/stream/verify', body);

describe('POST /api/stream/verify', () => {
  it('answers a token and the clip URL it unlocks for a live table of the catalogue', async () => {
    const game = live[0];
    if (!game) throw new Error('no live game');
    setOnline(game.code, true);
    const res = await verify({ groupId: 'xc-live', streamId: game.code, site: 'xc05' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = streamVerifyResponseSchema.parse(res.json());
    expect(data.expiresInSeconds).toBe(600);
    expect(data.url).toBe(`/api/stream/clip/${game.code}.mp4?token=${encodeURIComponent(data.token)}`);

    const video = await get(t.app, data.url);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['accept-ranges']).toBe('bytes');
    expect(video.rawPayload.equals(clip)).toBe(true);
    expect(clip.length).toBeLessThan(400_000);

    const part = await t.app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: data.url,
      headers: { range: `bytes=${clip.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('accepts a brand by id or host name', async () => {
    const game = live[1];
    if (!game) throw new Error('no live game');
    setOnline(game.code, true);
    for (const site of ['xc03', 'XC08', 'www.example.vn', 'localhost']) {
      expect((await verify({ groupId: 'xc-live', streamId: game.code, site })).statusCode).toBe(200);
    }
  });

  it.each([
    [
      { groupId: 'xc-live', streamId: 'khong-co-ban-nay', site: 'xc05' },
      404,
      'STREAM_NOT_FOUND',
      'Không tìm thấy luồng video',
    ],
    [
      { groupId: 'other', streamId: 'ltl-xoc-dia-01', site: 'xc05' },
      404,
      'STREAM_NOT_FOUND',
      'Không tìm thấy luồng video',
    ],
    [
      { groupId: 'xc-live', streamId: 'ltl-xoc-dia-01', site: 'xc99' },
      403,
      'STREAM_SITE_NOT_ALLOWED',
      'Trang web này chưa được phép phát luồng video',
    ],
    [
      { groupId: 'xc-live', streamId: 'ltl-xoc-dia-01', site: 'bad site' },
      403,
      'STREAM_SITE_NOT_ALLOWED',
      'Trang web này chưa được phép phát luồng video',
    ],
  ])('refuses %j with %i and a message', async (body, status, code, message) => {
    setOnline(body.streamId, true);
    const res = await verify(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ statusCode: status, code, message });
  });

  it('refuses a missing field with a 400 and a message', async () => {
    expect((await verify({ groupId: 'xc-live', site: 'xc05' })).json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
    });
  });

  it('says a table on its break is offline, and lets it back a minute later', async () => {
    const game = live[2];
    if (!game) throw new Error('no live game');
    setOnline(game.code, false);
    expect((await verify({ groupId: 'xc-live', streamId: game.code, site: 'xc05' })).json()).toEqual({
      statusCode: 409,
      code: 'STREAM_OFFLINE',
      message: 'Luồng video đang tạm dừng, vui lòng quay lại sau',
    });
    t.clock.advance(60_000);
    expect((await verify({ groupId: 'xc-live', streamId: game.code, site: 'xc05' })).statusCode).toBe(200);
  });
});

describe('the clip', () => {
  it('needs a genuine, unexpired token of that very stream', async () => {
    const [a, b] = live;
    if (!a || !b) throw new Error('no live games');
    setOnline(a.code, true);
    const { data } = streamVerifyResponseSchema.parse(
      (await verify({ groupId: 'xc-live', streamId: a.code, site: 'xc05' })).json(),
    );
    const other = await get(t.app, `/api/stream/clip/${b.code}.mp4?token=${encodeURIComponent(data.token)}`);
    expect(other.json()).toEqual({
      statusCode: 403,
      code: 'STREAM_TOKEN_INVALID',
      message: 'Phiên xem video không hợp lệ hoặc đã hết hạn',
    });
    const forged = `${data.token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await get(t.app, `/api/stream/clip/${a.code}.mp4?token=${forged}`)).statusCode).toBe(403);
    t.clock.advance(601_000);
    expect((await get(t.app, data.url)).statusCode).toBe(403);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=95-200', { start: 95, end: 99 }],
    ['bytes=100-', undefined],
    ['bytes=5-2', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
  ])('%s of 100 bytes', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
