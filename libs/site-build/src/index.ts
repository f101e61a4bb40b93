export {
  brandRouterConfig,
  indexablePaths,
  paintBeforeHydrating,
  precompress,
  prerenderPaths,
  webManifest,
  writeSiteArtifacts,
  type BrandBuildOptions,
  type SiteArtifactOptions,
  type SiteManifest,
} from './build';
