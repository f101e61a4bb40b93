// Test helpers for libs that call the API: `import { ... } from '@xc/data-access-api/testing'`.
export { resetApiConfig } from './client';
export { resetFingerprint } from './fingerprint';
export { resetQueryClient } from './query-client';
export { fakeAgent, fakeAgentResult, memoryCookies } from './test/fakes';
export {
  startFakeApi,
  type FakeApi,
  type FakeReply,
  type FakeRoute,
  type RecordedRequest,
} from './test/fake-api-server';
export { testBigJackpot, testGameItem } from './test/fixtures';
