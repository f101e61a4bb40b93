import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { CASHIER_MESSAGES } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { configureApi, configureFingerprint, sessionAtom } from '@xc/data-access-api';
import {
  fakeAgent,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  startFakeApi,
  type FakeApi,
  type FakeReply,
  type RecordedRequest,
} from '@xc/data-access-api/testing';
import { TestProviders } from '@xc/ui-kit/testing';
import { LimitsOffer } from './limits-offer';
import { LimitsSection } from './limits-section';

// Real HTTP and timers on a shared two-core machine: give answers time rather than flake.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

let api: FakeApi;
let route: (request: RecordedRequest) => FakeReply;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply((request) => route(request));
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  resetQueryClient();
});

const inOneDay = new Date(Date.now() + 24 * 3600_000).toISOString();
const view = (period: 'day' | 'week' | 'month', amount: number | null, pending: { amount: number | null; appliesAt: string } | null = null) => ({
  period,
  amount,
  used: amount === null ? 0 : 30_000,
  remaining: amount === null ? null : amount - 30_000,
  pending,
});

function renderWith(ui: ReactElement, isFirstDeposit = false) {
  const store = createStore();
  store.set(sessionAtom, {
    token: 't',
    user: { id: 7, rid: 'AB12CD34', balance: 0, isVerifyPhone: true, isFirstDeposit, tokenPlay: 'p' },
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <BrandProvider brand={testBrand}>
          <TestProviders>{ui}</TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('deposit limits', () => {
  it('shows what is in force, used and left, an increase waiting, and sends only what changed', async () => {
    let saved: unknown;
    route = (request) => {
      if (request.method === 'POST') {
        saved = JSON.parse(request.body);
        return { body: { data: [view('day', 100_000), view('week', 200_000), view('month', null, { amount: 5_000_000, appliesAt: inOneDay })] } };
      }
      return { body: { data: [view('day', 100_000), view('week', null), view('month', null)] } };
    };
    renderWith(<LimitsSection />);
    const day = await screen.findByLabelText('Hạn mức ngày');
    expect(day).toHaveValue('100,000');
    expect(screen.getByText('Đã nạp 30,000 ₫ · Còn lại 70,000 ₫')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Hạn mức tuần'), '200000');
    await userEvent.type(screen.getByLabelText('Hạn mức tháng'), '5000000');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu hạn mức' }));
    await waitFor(() => expect(saved).toEqual({ week: 200_000, month: 5_000_000 }));
    expect(await screen.findByText(/Sẽ thành 5,000,000 ₫ từ/)).toBeInTheDocument();
    expect(await screen.findByText('Đã lưu. Phần tăng hạn mức có hiệu lực sau 24 giờ.')).toBeInTheDocument();
  });

  it("refuses a limit the shared schema refuses, before any call, with the API's message", async () => {
    route = () => ({ body: { data: [view('day', null), view('week', null), view('month', null)] } });
    renderWith(<LimitsSection />);
    await userEvent.type(await screen.findByLabelText('Hạn mức ngày'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu hạn mức' }));
    expect(await screen.findByText(CASHIER_MESSAGES.limitInvalid)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers the limits before the first deposit and opens the form on request', async () => {
    route = () => ({ body: { data: [view('day', null), view('week', null), view('month', null)] } });
    renderWith(<LimitsOffer />);
    expect(await screen.findByText('Trước lần nạp đầu tiên, bạn có muốn đặt hạn mức nạp tiền?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đặt hạn mức' }));
    expect(screen.getByLabelText('Hạn mức ngày')).toBeInTheDocument();
  });

  it('is not offered to a player who has deposited', async () => {
    route = () => ({ body: { data: [view('day', null), view('week', null), view('month', null)] } });
    renderWith(<LimitsOffer />, true);
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(screen.queryByText(/Trước lần nạp đầu tiên/)).not.toBeInTheDocument();
  });
});
