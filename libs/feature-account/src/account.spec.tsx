import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
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
} from '@xc/data-access-api/testing';
import { openModalsAtom } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import BankPage from './pages/bank-page';

// The real fetch layer against a local HTTP server answering the bank list with `replies`, in turn.
let api: FakeApi;
let replies: FakeReply[] = [];
beforeAll(async () => {
  api = await startFakeApi();
  api.reply(() => replies.shift() ?? { body: { data: [] } });
  resetApiConfig();
  configureApi({ baseUrl: api.baseUrl, fetch: globalThis.fetch, retries: 0 });
  resetFingerprint();
  configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
});
afterAll(() => api.close());
beforeEach(() => {
  replies = [];
  resetQueryClient();
});
const banks = (data: unknown[]): FakeReply => ({ body: { data } });

const user = {
  id: 7,
  rid: 'AB12CD34',
  balance: 0,
  isVerifyPhone: true,
  isFirstDeposit: false,
  tokenPlay: 'p',
};
const account = (
  id: number,
  status: 'verifying' | 'verified' | 'rejected',
  accountNumber = '0071001234567',
) => ({
  id,
  bankCode: 'VCB',
  bankShortName: 'Vietcombank',
  bankName: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  accountNumber,
  holderName: 'NGUYEN VAN DUC',
  status,
  createdAt: '2026-11-23T02:00:00.000Z',
  decidedAt: null,
});

function renderBankPage(isVerifyPhone = true) {
  const store = createStore();
  store.set(sessionAtom, { token: 't', user: { ...user, isVerifyPhone } });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <BankPage />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('the bank accounts page', () => {
  it('lists the accounts with their status and hides all but the last digits', async () => {
    replies = [banks([account(1, 'verified'), account(2, 'rejected', '123456789')])];
    const store = renderBankPage();
    expect(await screen.findByText('•••• 4567')).toBeInTheDocument();
    // The full number is nowhere on the page, not even in an accessible name.
    expect(document.body.innerHTML).not.toContain('0071001234567');
    expect(document.body.innerHTML).not.toContain('123456789');
    expect(screen.getByText('Đã xác minh')).toBeInTheDocument();
    expect(screen.getByText('Bị từ chối')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }));
    expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['addBank']);
  });

  it('asks for a verified phone before an account can be added', async () => {
    replies = [banks([])];
    const store = renderBankPage(false);
    expect(await screen.findByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeInTheDocument();
    expect(
      screen.getByText('Vui lòng xác thực số điện thoại trước khi thêm tài khoản ngân hàng.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm tài khoản ngân hàng' }));
    expect(store.get(openModalsAtom).map((m) => m.id)).toEqual(['verify']);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    replies = [{ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }, banks([])];
    renderBankPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được dữ liệu. Vui lòng thử lại.');
    await userEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeInTheDocument();
  });
});
