import { PROVIDER_SIGNATURE as SIG, PROVIDER_WALLET_PATHS as W } from '@xc/api-contract';
import { sign } from '../modules/bets/signature';
import { STUDIO_GAMES, STUDIO_PROVIDER } from '../modules/studio/catalogue';
import { createStudio, injectTransport } from '../modules/studio/compose';
import type { StudioService } from '../modules/studio/service';
import { createServices, type ServiceOptions, type Services } from '../services';
import {
  bearer,
  createAccountsApp,
  get,
  register,
  type AccountsAppOptions,
  type TestClock,
} from './accounts';
import type { TestApp } from './test-app';

export const STUDIO_TEST_SECRET = 'studio-test-secret-0123456789abcdef';

export interface GamesTestApp extends TestApp {
  clock: TestClock;
  /** Services on the same database and clock (seeding, crediting, reading the ledger). */
  services: Services;
  /** A studio on the same database, calling the app (its recovery, as the app's own would run it). */
  studio: StudioService;
}

/** An accounts test app whose catalogue is imported and whose studio signs with a known secret. */
export async function createGamesApp(
  options: AccountsAppOptions & { services?: ServiceOptions } = {},
): Promise<GamesTestApp> {
  const serviceOptions = { studioWalletSecret: STUDIO_TEST_SECRET, ...options.services };
  const testApp = await createAccountsApp({ ...options, services: serviceOptions });
  // Same secret and transport as the app's, so this set's studio can also talk to the app's wallet.
  const services = createServices(testApp.database, { ...serviceOptions, clock: testApp.clock.now });
  await services.games.importFrom(STUDIO_PROVIDER, STUDIO_GAMES, (game) => game.code);
  await services.jackpots.ensurePools(await services.games.all());
  const studio = createStudio(testApp.database.db, {
    transport: serviceOptions.studioTransport ?? injectTransport(testApp.app),
    secret: STUDIO_TEST_SECRET,
    clock: testApp.clock.now,
  });
  return { ...testApp, services, studio };
}

/** A registered player holding `balance` VND (an operator credit). */
export async function fundedPlayer(t: GamesTestApp, balance: number) {
  const player = await register(t.app);
  if (balance > 0) {
    await t.services.wallet.operatorCredit({
      brand: player.brand,
      username: player.body.username,
      amount: balance,
      idempotencyKey: `test-fund:${player.user.id}`,
    });
  }
  return player;
}

/** The launch token GET /api/game/link hands out for a studio game. */
export async function launchToken(t: GamesTestApp, token: string, gameCode: string): Promise<string> {
  const game = STUDIO_GAMES.find((candidate) => candidate.code === gameCode);
  if (!game) throw new Error(`no studio game ${gameCode}`);
  const res = await get(
    t.app,
    `/api/game/link?partner_game_type=${game.code}&partner_provider=${game.providerCode}`,
    bearer(token),
  );
  if (res.statusCode !== 200) throw new Error(`game link failed: ${res.body}`);
  const launch = new URL(res.json().data as string, 'http://site.test').searchParams.get('token');
  if (!launch) throw new Error('no token in the launch URL');
  return launch;
}

/** A POST to the provider wallet endpoint, signed like the studio signs it (or with overrides). */
export function signedPost(
  t: GamesTestApp,
  path: string,
  payload: unknown,
  overrides: {
    secret?: string;
    provider?: string;
    timestamp?: number;
    body?: string;
    signature?: string;
    /** The operator's host the provider calls (default: no brand's, so the default brand). */
    host?: string;
    /** The request target actually sent, when it differs from the signed one (a query added on the way). */
    sentPath?: string;
  } = {},
) {
  const body = JSON.stringify(payload);
  const timestamp = String(overrides.timestamp ?? Math.floor(t.clock.now().getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: overrides.sentPath ?? path,
    payload: overrides.body ?? body,
    headers: {
      ...(overrides.host ? { host: overrides.host } : {}),
      'content-type': 'application/json',
      [SIG.providerHeader]: overrides.provider ?? STUDIO_PROVIDER,
      [SIG.timestampHeader]: timestamp,
      [SIG.signatureHeader]:
        overrides.signature ?? sign(overrides.secret ?? STUDIO_TEST_SECRET, timestamp, path, body),
    },
  });
}

/**
 * One settled round of a studio game through the provider protocol: a stake, then a credit of `win`
 * (0 = lost) that closes the round. What wagering, gift codes, cashback and refunds count.
 */
export async function playRound(
  t: GamesTestApp,
  player: { token: string; user: { id: number } },
  round: { stake: number; win?: number; gameCode?: string; roundId?: string },
): Promise<{ balance: number }> {
  const gameCode = round.gameCode ?? 'xcs-game-nhanh-01';
  const token = await launchToken(t, player.token, gameCode);
  const auth = await signedPost(t, W.authenticate, { token, gameCode });
  if (auth.statusCode !== 200) throw new Error(`authenticate failed: ${auth.body}`);
  const base = { sessionToken: auth.json().sessionToken as string, playerId: player.user.id, gameCode };
  const roundId = round.roundId ?? `round-${player.user.id}-${(rounds += 1)}`;
  const debit = await signedPost(t, W.debit, { ...base, transactionId: `${roundId}:bet`, roundId, amount: round.stake });
  if (debit.statusCode !== 200) throw new Error(`debit failed: ${debit.statusCode} ${debit.body}`);
  const credit = await signedPost(t, W.credit, {
    ...base,
    transactionId: `${roundId}:win`,
    roundId,
    amount: round.win ?? 0,
    roundClosed: true,
  });
  if (credit.statusCode !== 200) throw new Error(`credit failed: ${credit.statusCode} ${credit.body}`);
  return { balance: credit.json().balance as number };
}
let rounds = 0;
