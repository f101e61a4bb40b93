import {
  GAME_PATHS as P,
  PROVIDER_ERROR_CODES as CODES,
  PROVIDER_SIGNATURE as SIG,
  PROVIDER_WALLET_PATHS as W,
  betHistoryQuerySchema,
  betHistoryResponseSchema,
  betParamsSchema,
  betResponseSchema,
  providerAuthenticateRequestSchema,
  providerAuthenticateResponseSchema,
  providerBalanceRequestSchema,
  providerBalanceResponseSchema,
  providerCreditRequestSchema,
  providerDebitRequestSchema,
  providerRollbackRequestSchema,
  providerWalletResponseSchema,
} from '@xc/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { keepRawJsonBodies } from '../../infra/raw-body';
import { errorResponses } from '../../infra/route-schema';
import { currentSession } from '../../infra/player-session';
import type { ProviderCaller, ProviderWalletService } from './provider-wallet';
import type { BetService } from './service';
import { verifySignature } from './signature';

export interface ProviderWalletRoutesOptions {
  providerWallet: ProviderWalletService;
  /** Signing secret of each provider allowed to call, by its id. */
  secrets: Readonly<Record<string, string>>;
  clock: Clock;
}

const BODY_LIMIT = 16 * 1024;
const invalidSignature = () => new AppError(401, CODES.invalidSignature, 'Chữ ký không hợp lệ');

/**
 * POST /api/provider/wallet/*: the seamless-wallet endpoint game providers call. Every request must
 * carry the provider id, a fresh timestamp and the HMAC of the exact body bytes; anything else is a
 * 401 before the body is even validated.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<ProviderWalletRoutesOptions> = async (
  app,
  { providerWallet, secrets, clock },
) => {
  const rawBodyOf = keepRawJsonBodies(app, BODY_LIMIT);
  const providers = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', async (request) => {
    const provider = request.headers[SIG.providerHeader];
    const secret =
      typeof provider === 'string' && Object.hasOwn(secrets, provider) ? secrets[provider] : undefined;
    if (!secret || typeof provider !== 'string')
      throw new AppError(401, CODES.unknownProvider, 'Nhà cung cấp không hợp lệ');
    const check = verifySignature(
      secret,
      { timestamp: request.headers[SIG.timestampHeader], signature: request.headers[SIG.signatureHeader] },
      // The path with its query string as sent: a parameter added on the way fails the signature.
      request.url,
      rawBodyOf(request),
      Math.floor(clock().getTime() / 1000),
    );
    if (check !== 'ok') throw invalidSignature();
    providers.set(request, provider);
  });
  /** The signed provider, calling on the brand its Host names. */
  const callerOf = (request: FastifyRequest): ProviderCaller => {
    const provider = providers.get(request);
    if (!provider) throw invalidSignature();
    return { provider, brand: request.brand };
  };
  app.post(
    W.authenticate,
    {
      schema: {
        tags: ['provider wallet'],
        summary: 'Exchange a launch token (or a tokenPlay) for a wallet session',
        body: providerAuthenticateRequestSchema,
        response: { 200: providerAuthenticateResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      providerWallet.authenticate(callerOf(request), request.body.token, request.body.gameCode),
  );
  app.post(
    W.balance,
    {
      schema: {
        tags: ['provider wallet'],
        summary: "The balance of the session's player",
        body: providerBalanceRequestSchema,
        response: { 200: providerBalanceResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      providerWallet.balance(callerOf(request), request.body.sessionToken, request.body.playerId),
  );
  app.post(
    W.debit,
    {
      schema: {
        tags: ['provider wallet'],
        summary: 'Take a stake (idempotent by transactionId; refused after a rollback of that id)',
        body: providerDebitRequestSchema,
        response: { 200: providerWalletResponseSchema, ...errorResponses },
      },
    },
    async (request) => providerWallet.debit(callerOf(request), request.body),
  );
  app.post(
    W.credit,
    {
      schema: {
        tags: ['provider wallet'],
        summary: 'Pay a win, also after the session expired (0 reports a loss)',
        body: providerCreditRequestSchema,
        response: { 200: providerWalletResponseSchema, ...errorResponses },
      },
    },
    async (request) => providerWallet.credit(callerOf(request), request.body),
  );
  app.post(
    W.rollback,
    {
      schema: {
        tags: ['provider wallet'],
        summary: 'Undo a debit, even one not received yet (a tombstone refuses it when it comes)',
        body: providerRollbackRequestSchema,
        response: { 200: providerWalletResponseSchema, ...errorResponses },
      },
    },
    async (request) => providerWallet.rollback(callerOf(request), request.body),
  );
};

export interface BetRoutesOptions {
  bets: BetService;
}

/** The logged-in player's bet history (for the history page of a later issue). */
export const betRoutes: FastifyPluginAsyncZod<BetRoutesOptions> = async (app, { bets }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', app.requirePlayer);

  app.get(
    P.bets,
    {
      schema: {
        tags: ['bets'],
        summary: "The player's bets, newest first, by default the last 7 days",
        querystring: betHistoryQuerySchema,
        response: { 200: betHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { items, pagination } = await bets.history(currentSession(request).playerId, request.query);
      return { data: items, meta: { pagination } };
    },
  );

  app.get(
    P.bet,
    {
      schema: {
        tags: ['bets'],
        summary: "One of the player's bets (another player's code: 404)",
        params: betParamsSchema,
        response: { 200: betResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await bets.get(currentSession(request).playerId, request.params.code) }),
  );
};
