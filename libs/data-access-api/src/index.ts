export { configureApi, type ApiConfig, type ApiConfigOptions } from './client';
export {
  GENERIC_ERROR_MESSAGE,
  MAINTENANCE_MODE_CODE,
  ERROR_CODES,
  isMaintenanceError,
  onApiError,
  serverMessageOr,
  type ApiError,
  type ApiErrorListener,
  type ApiResult,
} from './errors';
export {
  DEVICE_FINGERPRINT_COOKIE,
  DEVICE_FINGERPRINT_MAX_AGE_SECONDS,
  configureFingerprint,
  ensureFingerprint,
  type CookieAccess,
  type FingerprintAgent,
  type FingerprintAgentResult,
  type FingerprintOptions,
} from './fingerprint';
export type { CallOptions } from './request';
export * from './endpoints';
export {
  SESSION_STORAGE_KEY,
  sessionAtom,
  isLoggedInAtom,
  isBalanceLive,
  readStoredSession,
  type Session,
  type SessionUser,
} from './session';
export {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_PARAMS,
  REFERRER_COOKIE,
  captureAffiliate,
  readAffiliate,
  type AffiliateInfo,
  type CaptureOptions,
} from './affiliate';
export { readCookie, writeCookie, documentCookies, type CookieOptions } from './cookies';
export {
  SYSTEM_CONFIGURATIONS_KEY,
  systemConfigurationsAtom,
  loadSystemConfigurations,
} from './system-configurations';
export * from './jackpot';
export { useJackpots, useBigJackpot, type Jackpots } from './jackpot-hooks';
export { ApiQueryError, unwrap } from './query-error';
export { getQueryClient, useApiQuery, useApiInfiniteQuery, observeBigJackpot } from './query-client';
export { loadQueryClient, watchBigJackpot, watchQuery } from './query-lazy';
export { usePlayerId } from './player';
export { useAtomSnapshot } from './atom-value';
export { takeRegistration } from './registration';
export {
  LIVE_MAX_BACKOFF_MS,
  onPlayerEvent,
  openLiveStream,
  subscribeJackpotEvents,
  subscribePlayerEvents,
  type LiveEnvironment,
  type LivePlayerEvent,
  type LiveStream,
  type LiveStreamOptions,
  type PlayerEventHandlers,
  type PlayerEventListener,
} from './live';
