import {
  GATEWAY_PATHS as P,
  GATEWAY_SIGNATURE as SIG,
  gatewayAddressRequestSchema,
  gatewayBankPaySchema,
  gatewayChainSendSchema,
  gatewayCryptoRatesResponseSchema,
  gatewayDepositOrderSchema,
  gatewayOrderParamsSchema,
  gatewayOrderViewSchema,
  gatewayPayoutSchema,
  gatewayStatementQuerySchema,
  gatewayStatementResponseSchema,
} from '@xc/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Clock } from '../../infra/clock';
import { AppError } from '../../infra/errors';
import { escapeHtml } from '../../infra/html';
import { keepRawJsonBodies } from '../../infra/raw-body';
import { errorResponses } from '../../infra/route-schema';
import { splitUrl, verifySignedRequest } from '../../infra/signed-request';
import { CODEPAY_ACCOUNT, type GatewayService } from './service';

export interface GatewayRoutesOptions {
  gateway: GatewayService;
  clock: Clock;
  /** The operators' own bank accounts the sandbox bank can pay to (bank transfers). */
  operatorAccounts: readonly string[];
  /** The bank app and the test controls: never in production. */
  sandboxControls: boolean;
}

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d2733}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}.ok{color:#0a7a33}.bad{color:#b3261e}code{background:#eef;padding:0 .2rem}
table{border-collapse:collapse}td{padding:.2rem .6rem .2rem 0}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${P.css}"></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const vnd = (amount: number) => `${amount.toLocaleString('en-US')} ₫`;

/**
 * The sandbox gateway as the world sees it: its merchant API (signed like the webhooks it sends), the
 * e-wallet's payment page, and outside production its bank app and test controls.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<GatewayRoutesOptions> = async (
  app,
  { gateway, clock, operatorAccounts, sandboxControls },
) => {
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .code(status)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get(P.css, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(CSS),
  );

  // ---- the merchant API: every call signed with the merchant's secret, fresh and never replayed
  await app.register(async (scope) => {
    const rawBodyOf = keepRawJsonBodies(scope);
    const merchants = new WeakMap<FastifyRequest, string>();
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    scope.addHook('preValidation', async (request) => {
      const merchant = request.headers[SIG.merchantHeader];
      if (typeof merchant !== 'string' || !/^[a-z0-9]{2,20}$/.test(merchant))
        throw new AppError(401, 'MERCHANT_UNKNOWN', 'Merchant không hợp lệ');
      const { path, query } = splitUrl(request.url);
      const check = verifySignedRequest(
        gateway.secret,
        request.headers,
        { method: request.method, path, query, body: rawBodyOf(request) },
        clock().getTime(),
      );
      if (!check.ok) throw new AppError(401, 'SIGNATURE_INVALID', 'Chữ ký không hợp lệ');
      if (!(await gateway.claimNonce(check.nonce)))
        throw new AppError(409, 'REPLAYED', 'Yêu cầu đã được gửi trước đó');
      merchants.set(request, merchant);
    });
    const merchantOf = (request: FastifyRequest) => merchants.get(request) ?? '';
    const api = scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

    api.post(
      P.orders,
      {
        schema: {
          tags: ['gateway'],
          summary: 'Create a deposit order',
          body: gatewayDepositOrderSchema,
          response: { 200: gatewayOrderViewSchema, ...errorResponses },
        },
      },
      async (request) => gateway.createDeposit(merchantOf(request), request.body),
    );
    api.post(
      P.cancel,
      {
        schema: {
          tags: ['gateway'],
          summary: 'Cancel a deposit order still waiting for its payer',
          params: gatewayOrderParamsSchema,
          response: { 200: gatewayOrderViewSchema, ...errorResponses },
        },
      },
      async (request) => gateway.cancel(merchantOf(request), request.params.id),
    );
    api.post(
      P.payouts,
      {
        schema: {
          tags: ['gateway'],
          summary: 'Pay out (bank transfer, scratch cards, crypto)',
          body: gatewayPayoutSchema,
          response: { 200: gatewayOrderViewSchema, ...errorResponses },
        },
      },
      async (request) => gateway.createPayout(merchantOf(request), request.body),
    );
    api.post(
      P.cryptoAddresses,
      {
        schema: {
          tags: ['gateway'],
          summary: "An owner's deposit address and the current quote",
          body: gatewayAddressRequestSchema,
          response: { 200: z.object({ address: z.string(), rate: z.int() }), ...errorResponses },
        },
      },
      async (request) => gateway.cryptoAddress(merchantOf(request), request.body),
    );
    api.get(
      P.cryptoRates,
      {
        schema: {
          tags: ['gateway'],
          summary: 'The current quote of each crypto currency (VND per coin)',
          response: { 200: gatewayCryptoRatesResponseSchema, ...errorResponses },
        },
      },
      async () => ({ rates: gateway.cryptoRates() }),
    );
    api.get(
      P.statement,
      {
        schema: {
          tags: ['gateway'],
          summary: "An operator account's statement feed",
          querystring: gatewayStatementQuerySchema,
          response: { 200: gatewayStatementResponseSchema, ...errorResponses },
        },
      },
      async (request) => ({ lines: await gateway.statement(request.query.account, request.query.after) }),
    );
  });

  // ---- the e-wallet's payment page (the player is redirected here)
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
        );
      },
    );
    const api = scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    const walletPage = async (reply: FastifyReply, id: string, note = '') => {
      const order = await gateway.walletOrder(id);
      if (!order)
        return sendPage(reply, page('Ví điện tử XCPay', '<p class="bad">Không tìm thấy giao dịch</p>'), 404);
      const expired = order.status === 'pending' && order.expiresAt !== null && order.expiresAt <= clock();
      const state =
        order.status === 'pending' && !expired
          ? `<form method="post" action="/gateway/wallet/${escapeHtml(order.id)}/confirm"><button type="submit">Xác nhận thanh toán</button></form>
<form method="post" action="/gateway/wallet/${escapeHtml(order.id)}/cancel"><button type="submit">Hủy</button></form>`
          : order.status === 'confirming'
            ? '<p>Đang xử lý thanh toán, vui lòng chờ khoảng 30 giây rồi quay lại trang nạp tiền.</p>'
            : order.status === 'succeeded'
              ? '<p class="ok">Thanh toán thành công. Bạn có thể quay lại trang nạp tiền.</p>'
              : `<p class="bad">${expired || order.status === 'expired' ? 'Giao dịch đã hết hạn, vui lòng thử lại' : 'Giao dịch đã bị hủy'}</p>`;
      return sendPage(
        reply,
        page(
          'Ví điện tử XCPay',
          `${note}<table><tr><td>Mã giao dịch</td><td><code>${escapeHtml(order.id)}</code></td></tr><tr><td>Số tiền</td><td>${vnd(order.amount)}</td></tr></table>${state}`,
        ),
      );
    };
    api.get(
      P.walletPage,
      { schema: { hide: true, params: gatewayOrderParamsSchema } },
      async (request, reply) => walletPage(reply, request.params.id),
    );
    api.post(
      P.walletConfirm,
      { schema: { hide: true, params: gatewayOrderParamsSchema } },
      async (request, reply) => {
        await gateway.walletConfirm(request.params.id);
        return walletPage(reply, request.params.id);
      },
    );
    api.post(
      P.walletCancel,
      { schema: { hide: true, params: gatewayOrderParamsSchema } },
      async (request, reply) => {
        await gateway.walletCancel(request.params.id);
        return walletPage(reply, request.params.id);
      },
    );

    if (!sandboxControls) return;

    // ---- the sandbox bank app: the tester pays a voucher (right or wrong amount or content, late)
    const bankForm = (note = '') =>
      page(
        'Ngân hàng thử nghiệm',
        `${note}<p>Tài khoản nhận codepay: <code>${CODEPAY_ACCOUNT.accountNumber}</code> (${CODEPAY_ACCOUNT.bankCode}, ${CODEPAY_ACCOUNT.holderName})</p>
<p>Tài khoản của nhà cái (chuyển khoản ngân hàng): ${[...new Set(operatorAccounts)].map((account) => `<code>${escapeHtml(account)}</code>`).join(', ')}</p>
<form method="post" action="${P.bankPay}">
<label for="account">Số tài khoản nhận</label><input id="account" name="account" inputmode="numeric" required value="${CODEPAY_ACCOUNT.accountNumber}">
<label for="content">Nội dung chuyển khoản</label><input id="content" name="content" maxlength="100">
<label for="amount">Số tiền (VND)</label><input id="amount" name="amount" inputmode="numeric" required>
<button type="submit">Chuyển khoản</button></form>`,
      );
    api.get(P.bankPage, { schema: { hide: true } }, async (_request, reply) => sendPage(reply, bankForm()));
    api.post(P.bankPay, { schema: { hide: true } }, async (request, reply) => {
      const parsed = gatewayBankPaySchema.safeParse(request.body);
      if (!parsed.success || parsed.data.amount <= 0)
        return sendPage(
          reply,
          bankForm(
            `<p class="bad">${escapeHtml(parsed.success ? 'Số tiền không hợp lệ' : (parsed.error.issues[0]?.message ?? 'Dữ liệu không hợp lệ'))}</p>`,
          ),
          400,
        );
      const result = await gateway.bankPay({ ...parsed.data, operatorAccounts });
      return sendPage(
        reply,
        bankForm(`<p class="${result.ok ? 'ok' : 'bad'}" id="result">${escapeHtml(result.message)}</p>`),
        result.ok ? 200 : 422,
      );
    });
  });

  if (!sandboxControls) return;

  // ---- test controls (JSON): fast-forward, failures, the chain, duplicates
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const orderView = z.object({
      id: z.string(),
      status: z.string(),
      method: z.string(),
      reference: z.string(),
      webhooks: z.int(),
      delivered: z.int(),
    });
    const show = async (id: string) => {
      const found = await gateway.order(id);
      if (!found) throw new AppError(404, 'ORDER_NOT_FOUND', 'Không tìm thấy giao dịch');
      const { order, webhooks, delivered } = found;
      return {
        id: order.id,
        status: order.status,
        method: order.method,
        reference: order.reference,
        webhooks,
        delivered,
      };
    };
    api.get(
      P.sandboxOrder,
      {
        schema: {
          hide: true,
          params: gatewayOrderParamsSchema,
          response: { 200: orderView, ...errorResponses },
        },
      },
      async (request) => show(request.params.id),
    );
    api.post(
      P.sandboxComplete,
      {
        schema: {
          hide: true,
          summary: "Run the order's next step now",
          params: gatewayOrderParamsSchema,
          response: { 200: orderView, ...errorResponses },
        },
      },
      async (request) => {
        await gateway.complete(request.params.id);
        return show(request.params.id);
      },
    );
    api.post(
      P.sandboxFail,
      {
        schema: {
          hide: true,
          summary: 'Make the order fail',
          params: gatewayOrderParamsSchema,
          response: { 200: orderView, ...errorResponses },
        },
      },
      async (request) => {
        await gateway.forceFail(request.params.id);
        return show(request.params.id);
      },
    );
    api.post(
      P.sandboxChainSend,
      {
        schema: {
          hide: true,
          summary: 'A transfer to a deposit address on the test chain',
          body: gatewayChainSendSchema,
          response: { 200: orderView, ...errorResponses },
        },
      },
      async (request) => {
        const order = await gateway.chainSend(request.body.address, request.body.amount);
        return show(order.id);
      },
    );
    api.post(
      P.sandboxTick,
      { schema: { hide: true, summary: 'Run due steps and webhook deliveries now' } },
      async () => {
        await gateway.tick();
        return { ok: true };
      },
    );
    api.post(
      P.sandboxRedeliver,
      {
        schema: {
          hide: true,
          summary: "Send an order's latest webhook again",
          body: z.object({ orderId: gatewayOrderParamsSchema.shape.id }),
        },
      },
      async (request) => {
        await gateway.redeliver(request.body.orderId);
        return { ok: true };
      },
    );
  });
};
