export { siteUrl } from './site-url';
export { robotsFor, isIndexable, ERROR_ROBOTS, type PageKind } from './robots';
export {
  breadcrumbJsonLd,
  businessJsonLd,
  faqJsonLd,
  LOGO_SIZE,
  organizationJsonLd,
  websiteJsonLd,
  type Crumb,
  type FaqEntry,
  type JsonLd,
} from './json-ld';
export {
  extendMeta,
  OG_IMAGE,
  pageMeta,
  sitemapXml,
  type MetaPatch,
  type MetaTag,
  type PageMetaInput,
} from './page-meta';
