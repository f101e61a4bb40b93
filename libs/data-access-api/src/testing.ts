// Test helpers for libs that call the API: `import { ... } from '@xc/data-access-api/testing'`.
export { resetApiConfig } from './client';
export { resetFingerprint } from './fingerprint';
export { resetQueryClient } from './query-client';
export { resetRegistration } from './registration';
export { fakeAgent, fakeAgentResult, memoryCookies } from './test/fakes';
export {
  startFakeApi,
  type FakeApi,
  type FakeReply,
  type FakeRoute,
  type RecordedRequest,
} from './test/fake-api-server';
export { testBigJackpot, testGameItem } from './test/fixtures';
export {
  clientSeedLandingOn,
  fakeRewardsApi,
  fakeSpinTicket,
  routeTable,
  testCampaign,
  testSpinPrizes,
  type FakeRewardsState,
  type FakeRouteTable,
} from './test/fake-rewards';
export {
  fakeGiftCodeApi,
  type FakeGiftCode,
  type FakeGiftCodeApi,
  type FakeGiftCodeOptions,
} from './test/gift-codes';
export {
  fakeMissionsApi,
  testMission,
  type FakeMissionsApi,
  type FakeMissionsState,
} from './test/fake-missions';
