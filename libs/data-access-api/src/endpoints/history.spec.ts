/** @jest-environment node */
import { configureApi, resetApiConfig } from '../client';
import { configureFingerprint, resetFingerprint } from '../fingerprint';
import { type FakeApi, startFakeApi } from '../test/fake-api-server';
import { fakeAgent, memoryCookies } from '../test/fakes';
import { withdrawToBank } from './cashier-withdrawals';
import { downloadHistoryCsv, getTransactionHistory } from './history';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0, getToken: () => 'tok' });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent().loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

describe('the history endpoints', () => {
  it('ask for a page of transactions with only the filters set', async () => {
    const body = {
      data: [],
      meta: { pagination: { total: 0, page: 2, per_page: 5, last_page: 1 } },
      summary: { deposits: 0, withdrawals: 0, netDeposit: 0 },
    };
    api.reply(() => ({ body }));
    await expect(
      getTransactionHistory({
        page: 2,
        per_page: 5,
        from: '2026-11-18',
        to: '2026-11-24',
        status: '',
        type: 'deposit',
      }),
    ).resolves.toEqual({ ok: true, data: body });
    expect(api.requests[0]?.url).toBe(
      '/api/user/history/transactions?page=2&per_page=5&from=2026-11-18&to=2026-11-24&type=deposit',
    );
  });

  it("download the API's CSV with the session's header and the file's name", async () => {
    api.reply(() => ({
      body: '\uFEFF"Mã cược"\r\n',
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="lich-su-cuoc.csv"',
      },
    }));
    const result = await downloadHistoryCsv('bets', { from: '2026-11-18', to: '2026-11-24' });
    expect(result.ok && result.data.name).toBe('lich-su-cuoc.csv');
    expect(result.ok && (await result.data.blob.text())).toContain('Mã cược');
    expect(api.requests[0]?.url).toContain(
      '/api/user/history/bets?page=1&per_page=10&from=2026-11-18&to=2026-11-24&format=csv',
    );
    expect(api.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('turn a refused CSV into the Vietnamese error', async () => {
    api.reply(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Chỉ xem được lịch sử trong tối đa 3 tháng',
      },
    }));
    const result = await downloadHistoryCsv('transactions', { from: '2026-01-01', to: '2026-11-24' });
    expect(result).toMatchObject({
      ok: false,
      error: { status: 400, message: 'Chỉ xem được lịch sử trong tối đa 3 tháng' },
    });
  });
});

describe('withdrawToBank', () => {
  it('POSTs the request once (never retried) and returns the API message when refused', async () => {
    api.reply(() => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'BANK_ACCOUNT_NOT_VERIFIED',
        message: 'Chỉ được rút tiền về tài khoản ngân hàng đã xác minh của bạn',
      },
    }));
    const result = await withdrawToBank({ bankAccountId: 3, amount: 200_000, requestId: 'abcdefgh-1' });
    expect(result).toMatchObject({ ok: false, error: { code: 'BANK_ACCOUNT_NOT_VERIFIED' } });
    expect(api.requests.map((r) => [r.method, r.url, JSON.parse(r.body)])).toEqual([
      [
        'POST',
        '/api/cashier/withdrawals/bank',
        { bankAccountId: 3, amount: 200_000, requestId: 'abcdefgh-1' },
      ],
    ]);
  });
});
