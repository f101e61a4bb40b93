import {
  CASHIER_ERROR_CODES as CODES,
  CASHIER_PATHS as P,
  amountDepositRequestSchema,
  bankWithdrawalRequestSchema,
  betHistoryPageQuerySchema,
  betHistoryResponseSchema,
  cardDepositRequestSchema,
  cardWithdrawalRequestSchema,
  cashierConfigResponseSchema,
  codepayDepositRequestSchema,
  cryptoAddressRequestSchema,
  cryptoAddressResponseSchema,
  cryptoRatesResponseSchema,
  cryptoWithdrawalRequestSchema,
  depositLimitsRequestSchema,
  depositLimitsResponseSchema,
  depositResponseSchema,
  gatewayWebhookSchema,
  idParamsSchema,
  transactionHistoryQuerySchema,
  transactionHistoryResponseSchema,
  withdrawalResponseSchema,
  withdrawalSchema,
} from '@xc/api-contract';
import { brandOfHost, tenantFacts } from '@xc/brand/tenants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { currentSession } from '../../infra/player-session';
import { keepRawJsonBodies } from '../../infra/raw-body';
import { errorResponses } from '../../infra/route-schema';
import { splitUrl, verifySignedRequest } from '../../infra/signed-request';
import type { BetService } from '../bets/service';
import type { CashierCaller, CashierService } from './service';

export interface CashierRoutesOptions {
  cashier: CashierService;
  bets: BetService;
  /** The secret the payment gateway signs its webhooks with. */
  webhookSecret: string;
  clock: Clock;
}

/**
 * The session's player on the request's brand. The gateway will call back the host given here: the
 * request's Host when it names the brand, else the brand's own domain — never a Host a client made up
 * (with a real transport that would send our webhooks elsewhere).
 */
const callerOf = (request: FastifyRequest): CashierCaller => ({
  playerId: currentSession(request).playerId,
  brand: request.brand,
  host: brandOfHost(request.host) === request.brand ? request.host : tenantFacts(request.brand).domain,
});

/** One CSV cell: quoted, and a leading = + - @ neutralised (spreadsheets would run it as a formula). */
const cell = (value: unknown): string => {
  const text = String(value ?? '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};
const csv = (reply: FastifyReply, name: string, header: string[], rows: unknown[][]) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(`\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`);

/**
 * The cashier's player routes (🔒), and the payment gateway's webhook (signed, no session).
 */
export const cashierRoutes: FastifyPluginAsyncZod<CashierRoutesOptions> = async (
  app,
  { cashier, bets, webhookSecret, clock },
) => {
  // ---- the gateway's webhook: exact body bytes, signature, freshness, nonce
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope);
    scope.addHook('preValidation', async (request) => {
      const { path, query } = splitUrl(request.url);
      const check = verifySignedRequest(
        webhookSecret,
        request.headers,
        { method: request.method, path, query, body: rawBodyOf(request) },
        clock().getTime(),
      );
      if (!check.ok)
        throw check.why === 'stale'
          ? new AppError(401, CODES.webhookStale, 'Yêu cầu đã quá hạn')
          : new AppError(401, CODES.webhookSignature, 'Chữ ký không hợp lệ');
      if (!(await cashier.claimNonce(check.nonce)))
        throw new AppError(409, CODES.webhookReplayed, 'Yêu cầu đã được gửi trước đó');
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      P.webhook,
      {
        schema: {
          tags: ['cashier'],
          summary: "The payment gateway's signed report of a deposit or payout",
          body: gatewayWebhookSchema,
          response: { 200: z.object({ ok: z.literal(true), result: z.string() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const result = await cashier.handleWebhook(request.brand, request.body);
        if (result === 'ignored')
          request.log.warn({ orderId: request.body.orderId }, 'gateway webhook for nothing of ours');
        return { ok: true as const, result };
      },
    );
  });

  app.get(
    P.config,
    {
      schema: {
        tags: ['cashier'],
        summary: "The brand's cashier limits, card fees and denominations, crypto networks",
        response: { 200: cashierConfigResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await cashier.publicConfig(request.brand) };
    },
  );

  // ---- the player's cashier
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', scope.requirePlayer);
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const deposit = { 200: depositResponseSchema, ...errorResponses };

    api.post(
      P.codepay,
      {
        schema: {
          tags: ['cashier'],
          summary: 'A codepay (fast bank transfer) voucher',
          body: codepayDepositRequestSchema,
          response: deposit,
        },
      },
      async (request) => ({
        data: await cashier.createCodepay(callerOf(request), request.body),
      }),
    );
    api.get(
      P.openVoucher,
      {
        schema: {
          tags: ['cashier'],
          summary: 'The open codepay voucher, if any',
          response: {
            200: z.object({ data: z.nullable(depositResponseSchema.shape.data) }),
            ...errorResponses,
          },
        },
      },
      async (request) => ({
        data: await cashier.openVoucher(callerOf(request)),
      }),
    );
    api.post(
      P.bank,
      {
        schema: {
          tags: ['cashier'],
          summary: "A bank transfer to the operator's account",
          body: amountDepositRequestSchema,
          response: deposit,
        },
      },
      async (request) => ({
        data: await cashier.createBankTransfer(callerOf(request), request.body),
      }),
    );
    api.post(
      P.ewallet,
      {
        schema: {
          tags: ['cashier'],
          summary: 'An e-wallet payment (redirect to the wallet page)',
          body: amountDepositRequestSchema,
          response: deposit,
        },
      },
      async (request) => ({
        data: await cashier.createEwallet(callerOf(request), request.body),
      }),
    );
    api.post(
      P.card,
      {
        schema: {
          tags: ['cashier'],
          summary: 'A scratch card',
          body: cardDepositRequestSchema,
          response: deposit,
        },
      },
      async (request) => ({
        data: await cashier.createCard(callerOf(request), request.body),
      }),
    );
    api.post(
      P.cryptoAddress,
      {
        schema: {
          tags: ['cashier'],
          summary: 'The deposit address for a currency and network',
          body: cryptoAddressRequestSchema,
          response: { 200: cryptoAddressResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await cashier.cryptoAddress(callerOf(request), request.body),
      }),
    );
    api.get(
      P.deposit,
      {
        schema: {
          tags: ['cashier'],
          summary: "A deposit's state (poll it while pending)",
          params: idParamsSchema,
          response: deposit,
        },
      },
      async (request) => ({
        data: await cashier.deposit(callerOf(request), request.params.id),
      }),
    );

    api.get(
      P.cryptoRates,
      {
        schema: {
          tags: ['cashier'],
          summary: "The gateway's current quote of each crypto currency (VND per coin)",
          response: { 200: cryptoRatesResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ data: await cashier.cryptoRates(request.brand) }),
    );

    const withdrawal = { 200: withdrawalResponseSchema, ...errorResponses };
    api.post(
      P.withdrawBank,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Withdraw to one of your verified bank accounts',
          body: bankWithdrawalRequestSchema,
          response: withdrawal,
        },
      },
      async (request) => ({
        data: await cashier.withdrawBank(callerOf(request), request.body),
      }),
    );
    api.post(
      P.withdrawCard,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Withdraw as scratch cards',
          body: cardWithdrawalRequestSchema,
          response: withdrawal,
        },
      },
      async (request) => ({
        data: await cashier.withdrawCard(callerOf(request), request.body),
      }),
    );
    api.post(
      P.withdrawCrypto,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Withdraw to a crypto address',
          body: cryptoWithdrawalRequestSchema,
          response: withdrawal,
        },
      },
      async (request) => ({
        data: await cashier.withdrawCrypto(callerOf(request), request.body),
      }),
    );
    api.get(
      P.withdrawals,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Your latest withdrawal requests',
          response: { 200: z.object({ data: z.array(withdrawalSchema) }), ...errorResponses },
        },
      },
      async (request) => ({
        data: await cashier.myWithdrawals(callerOf(request)),
      }),
    );
    api.get(
      P.withdrawal,
      {
        schema: {
          tags: ['cashier'],
          summary: 'A withdrawal request and its timeline',
          params: idParamsSchema,
          response: withdrawal,
        },
      },
      async (request) => ({
        data: await cashier.withdrawal(callerOf(request), request.params.id),
      }),
    );

    api.get(
      P.limits,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Your deposit limits',
          response: { 200: depositLimitsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await cashier.limits(callerOf(request).playerId),
      }),
    );
    api.post(
      P.limits,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Set deposit limits (a decrease at once, an increase after 24 hours)',
          body: depositLimitsRequestSchema,
          response: { 200: depositLimitsResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({
        data: await cashier.setLimits(callerOf(request), request.body),
      }),
    );

    api.get(
      P.transactions,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Deposits and withdrawals (JSON, or CSV with format=csv)',
          produces: ['application/json', 'text/csv'],
          querystring: transactionHistoryQuerySchema,
          response: { 200: transactionHistoryResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const page = await cashier.transactions(callerOf(request).playerId, query, format === 'csv');
        if (format !== 'csv') return page;
        return csv(
          reply,
          'lich-su-giao-dich',
          ['Mã giao dịch', 'Thời gian', 'Loại', 'Phương thức', 'Số tiền', 'Trạng thái'],
          page.data.map((row) => [
            row.code,
            row.createdAt,
            row.type === 'deposit' ? 'Nạp tiền' : 'Rút tiền',
            row.method,
            row.amount,
            row.statusName,
          ]),
        );
      },
    );
    api.get(
      P.bets,
      {
        schema: {
          tags: ['cashier'],
          summary: 'Bets (JSON, or CSV with format=csv)',
          produces: ['application/json', 'text/csv'],
          querystring: betHistoryPageQuerySchema,
          response: { 200: betHistoryResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const range = cashier.range(query.from, query.to);
        const filter = { ...query, from: range.from.toISOString(), to: range.to.toISOString() };
        if (format !== 'csv') {
          const { items, pagination } = await bets.history(callerOf(request).playerId, filter);
          return { data: items, meta: { pagination } };
        }
        const { items } = await bets.history(callerOf(request).playerId, {
          ...filter,
          page: 1,
          per_page: 10_000,
        });
        return csv(
          reply,
          'lich-su-cuoc',
          ['Mã cược', 'Thời gian', 'Trò chơi', 'Tiền cược', 'Thắng/Thua', 'Trạng thái'],
          items.map((bet) => [bet.code, bet.createdAt, bet.game.title, bet.stake, bet.winLoss, bet.status]),
        );
      },
    );
  });
};
