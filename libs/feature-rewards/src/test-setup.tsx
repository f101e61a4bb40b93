// Shared by the specs of this lib (not exported): the real fetch layer against a local HTTP server
// playing the rewards API, the providers a page has, and stand-ins for the auth feature's modals.
import { act, render } from '@testing-library/react';
import { createStore, Provider, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import { configureApi, configureFingerprint, sessionAtom, type SessionUser } from '@xc/data-access-api';
import {
  fakeAgent,
  fakeRewardsApi,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  resetRegistration,
  routeTable,
  startFakeApi,
  type FakeApi,
  type FakeRouteTable,
} from '@xc/data-access-api/testing';
import { Button, defineModal, Modal, ModalHost, type ModalBodyProps } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { rewardsModals } from './modals';
import { forgetShown } from './popups/remembered';

export const testUser: SessionUser = {
  id: 7,
  rid: 'AB12CD34',
  balance: 100_000,
  isVerifyPhone: true,
  isFirstDeposit: true,
  tokenPlay: 'p',
};

/** One fake API per spec file; `extra` routes (by "METHOD path") override the rewards fake's. */
export function setUpFakeRewardsApi() {
  const ctx = {
    api: undefined as unknown as FakeApi,
    rewards: fakeRewardsApi(),
    extra: {} as FakeRouteTable,
    /** The rewards fake's own handler of a route (to wrap it). */
    honest(key: string) {
      const handler = ctx.rewards.routes()[key];
      if (!handler) throw new Error(`no fake route ${key}`);
      return handler;
    },
  };
  beforeAll(async () => {
    ctx.api = await startFakeApi();
    ctx.api.reply(routeTable(() => ({ ...ctx.rewards.routes(), ...ctx.extra })));
    resetApiConfig();
    configureApi({ baseUrl: ctx.api.baseUrl, fetch: globalThis.fetch, retries: 0 });
    resetFingerprint();
    configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
  });
  afterAll(() => ctx.api.close());
  beforeEach(() => {
    resetQueryClient();
    resetRegistration();
    forgetShown();
    localStorage.clear();
    ctx.api.requests.length = 0;
    ctx.rewards = fakeRewardsApi();
    ctx.extra = {};
  });
  return ctx;
}

/** Stand-ins for the auth feature's `auth` and `verify` modals (the ports this feature opens). */
function FakeLogin({ close }: ModalBodyProps<{ tab: 0 | 1; returnTo?: string } | undefined, true>) {
  const setSession = useSetAtom(sessionAtom);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title="Đăng nhập (giả)">
      <Button
        onClick={() => {
          setSession({ token: 't', user: testUser });
          close(true);
        }}
      >
        Đăng nhập giả
      </Button>
    </Modal>
  );
}
function FakeVerify({ close }: ModalBodyProps<undefined, true>) {
  const setSession = useSetAtom(sessionAtom);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title="Xác thực (giả)">
      <Button
        onClick={() => {
          setSession((session) =>
            session ? { ...session, user: { ...session.user, isVerifyPhone: true } } : session,
          );
          close(true);
        }}
      >
        Xác thực giả
      </Button>
    </Modal>
  );
}
export const fakeAuthModals = [
  defineModal('auth', async () => ({ default: FakeLogin })),
  defineModal('verify', async () => ({ default: FakeVerify })),
];

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  user?: SessionUser | null;
  path?: string;
}

/** Renders `ui` as a page would have it: session, router, brand, theme, toasts and the modal host. */
export function renderRewards(ui: ReactNode, { user = testUser, path = '/su-kien' }: RenderOptions = {}) {
  const store = createStore();
  if (user) store.set(sessionAtom, { token: 't', user });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <BrandProvider brand={testBrand}>
          <TestProviders>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <Where />
                  </>
                }
              />
            </Routes>
            <ModalHost modals={[...Object.values(rewardsModals), ...fakeAuthModals]} />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** The JSON body a request carried (null without one). */
export const bodyOf = (request: { body: string } | undefined): unknown => JSON.parse(request?.body || 'null');

export const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
