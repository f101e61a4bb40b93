// Shared by the specs of this lib (not exported): the real fetch layer against a local HTTP server
// playing the missions API, the providers a page has, and stand-ins for the auth feature's modals.
import { act, render } from '@testing-library/react';
import { createStore, Provider, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SystemConfigurations } from '@xc/api-contract';
import { BrandProvider } from '@xc/brand';
import { testBrand } from '@xc/brand/testing';
import {
  configureApi,
  configureFingerprint,
  sessionAtom,
  systemConfigurationsAtom,
  type SessionUser,
} from '@xc/data-access-api';
import {
  fakeAgent,
  fakeMissionsApi,
  memoryCookies,
  resetApiConfig,
  resetFingerprint,
  resetQueryClient,
  routeTable,
  startFakeApi,
  type FakeApi,
  type FakeRouteTable,
} from '@xc/data-access-api/testing';
import { Button, defineModal, Modal, ModalHost, type ModalBodyProps } from '@xc/ui-kit';
import { TestProviders } from '@xc/ui-kit/testing';
import { missionsModals } from './modals';

export const testUser: SessionUser = {
  id: 7,
  rid: 'AB12CD34',
  balance: 100_000,
  isVerifyPhone: true,
  isFirstDeposit: true,
  tokenPlay: 'p',
};

/** One fake API per spec file; `extra` routes (by "METHOD path") override the missions fake's. */
export function setUpFakeMissionsApi() {
  const ctx = {
    api: undefined as unknown as FakeApi,
    missions: fakeMissionsApi(),
    extra: {} as FakeRouteTable,
    /** The missions fake's own handler of a route (to wrap it). */
    honest(key: string) {
      const handler = ctx.missions.routes()[key];
      if (!handler) throw new Error(`no fake route ${key}`);
      return handler;
    },
    /** The requests to one path of the API, e.g. `'/mission/list'`. */
    calls(method: string, path: string) {
      return ctx.api.requests.filter((r) => r.method === method && r.url.split('?')[0]?.endsWith(path));
    },
  };
  beforeAll(async () => {
    ctx.api = await startFakeApi();
    ctx.api.reply(routeTable(() => ({ ...ctx.missions.routes(), ...ctx.extra })));
    resetApiConfig();
    configureApi({ baseUrl: ctx.api.baseUrl, fetch: globalThis.fetch, retries: 0 });
    resetFingerprint();
    configureFingerprint({ loadAgent: fakeAgent(undefined, 0).loadAgent, cookies: memoryCookies() });
  });
  afterAll(() => ctx.api.close());
  beforeEach(() => {
    resetQueryClient();
    localStorage.clear();
    ctx.api.requests.length = 0;
    ctx.missions = fakeMissionsApi();
    ctx.extra = {};
  });
  return ctx;
}

/** Stand-ins for the auth feature's `auth` and `verify` modals (the ports this feature opens). */
export const loginParams: unknown[] = [];
function FakeLogin({ params, close }: ModalBodyProps<{ tab: 0 | 1; returnTo?: string } | undefined, true>) {
  const setSession = useSetAtom(sessionAtom);
  loginParams.push(params);
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
export const fakeVerify = { onVerified: () => undefined as void };
function FakeVerify({ close }: ModalBodyProps<undefined, true>) {
  const setSession = useSetAtom(sessionAtom);
  return (
    <Modal open onOpenChange={(open) => !open && close()} title="Xác thực (giả)">
      <Button
        onClick={() => {
          fakeVerify.onVerified();
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
  configuration?: Partial<SystemConfigurations> | null;
  path?: string;
}

/** Renders `ui` as a page would have it: session, configuration, router, brand, theme, toasts, modals. */
export function renderMissions(
  ui: ReactNode,
  { user = testUser, configuration = null, path = '/nhiem-vu' }: RenderOptions = {},
) {
  const store = createStore();
  if (user) {
    store.set(sessionAtom, { token: 't', user });
  }
  if (configuration) {
    store.set(systemConfigurationsAtom, {
      MISSION_REQUIRE_FIRST_DEPOSIT: true,
      MISSION_REQUIRE_PHONE_VERIFICATION: true,
      REFRESH_INTERVAL: 300,
      ...configuration,
    });
  }
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
            <ModalHost modals={[...Object.values(missionsModals), ...fakeAuthModals]} />
          </TestProviders>
        </BrandProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}

/** The query a list request carried, as an object. */
export const queryOf = (request: { url: string } | undefined): Record<string, string> =>
  Object.fromEntries(new URL(request?.url ?? '/', 'http://x').searchParams.entries());

/** The JSON body a request carried (null without one). */
export const bodyOf = (request: { body: string } | undefined): unknown => JSON.parse(request?.body || 'null');

export const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
