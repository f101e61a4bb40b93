import { useRouteMiddleware } from '../middleware/use-route-middleware';
import {
  useAffiliateCapture,
  useChunkReload,
  useMaintenanceRedirect,
  useSystemConfigurationsBootstrap,
} from './startup';

/**
 * The start-up work that needs the API (system configuration, route middleware, maintenance, affiliate
 * cookies, then each feature's hooks in the brand's order). The root loads this module, and the
 * features' hooks, once the page has hydrated: the first script of a page carries none of it, nor the
 * API client and schemas it pulls in.
 */
export function StartupWork({ hooks }: { hooks: readonly (() => void)[] }) {
  useSystemConfigurationsBootstrap();
  useRouteMiddleware();
  useMaintenanceRedirect();
  useChunkReload();
  useAffiliateCapture();
  // The list is fixed once loaded, so the hooks are called in the same order on every render.
  for (const hook of hooks) hook();
  return null;
}
