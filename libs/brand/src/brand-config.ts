import type { BrandId } from './tenants';
import type { PageCopies } from './seo-copy';

/** The handful of semantic colours and shapes a brand chooses; the ui-kit theme factory derives the rest. */
export interface BrandThemeTokens {
  /** Main brand colour: primary buttons, active navigation. */
  primary: string;
  /** Text and icons drawn on `primary`; must reach WCAG AA contrast against it. */
  onPrimary: string;
  /** Second colour for highlights: jackpot figures, badges, focus accents. */
  accent: string;
  /** Page background. */
  background: string;
  /** Cards, header, modals: one step lighter or darker than the background. */
  surface: string;
  /** Body text on background and surface; AA contrast against both. */
  text: string;
  /** Corner radius in px for buttons, inputs and cards. */
  radius: number;
}

export type { BrandId };

export type RobotsValue = 'index, follow' | 'noindex, nofollow';

/** Where robots meta values come from: a default, and overrides for home and inner pages (spec §4). */
export interface RobotsPolicy {
  default: RobotsValue;
  /** Robots on the home page; absent means `default`. */
  home?: RobotsValue;
  /** Robots on inner pages; `null` means the page carries no robots value at all (xc06). */
  inner?: RobotsValue | null;
}

export interface BrandConfig {
  id: BrandId;
  /** Brand name shown to players and used in titles. */
  name: string;
  /** Production host name, without scheme: canonical URLs and the sitemap use it. */
  domain: string;
  /** Whether the brand serves a mobile domain: games then open in the same tab. */
  mobileDomain: boolean;
  theme: BrandThemeTokens;
  /** Path of the logo under the app's public folder. */
  logo: string;
  analytics: { googleTagId: string | null; facebookPixelId: string | null };
  liveChat: { license: string; group: number };
  robots: RobotsPolicy;
  /** Maximum first-deposit bonus in VND (9 to 20 million by variant, spec §9). */
  maxFirstDepositBonus: number;
  /** Partner sites whose referrals are not recorded as the player's source (spec §5). */
  partnerDomains: readonly string[];
  /** Support contact shown in the footer and in structured data. */
  support: { email: string; phone: string };
  /** The company behind the brand, for structured data. */
  legalName: string;
  /** Postal address of the operator (schema.org PostalAddress fields). */
  address: {
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  };
  /** The brand's official social profiles (Organization `sameAs`). */
  socialLinks: readonly string[];
  /** What the home page's structured data calls the business. */
  businessType: 'Casino' | 'SportsBettingBusiness';
}

/** The root route's data: the brand (route modules of shared libs read it in their `meta`), the head and copy of the page. */
export interface RootLoaderData {
  brand: BrandConfig;
  /**
   * The page's head as the prerender computed it from the brand's full SEO copy, keyed by the copy it
   * used; the browser reuses it while hydrating that page (its own copy lacks descriptions).
   */
  head?: { key: string; meta: readonly Record<string, unknown>[] };
  /** The copy of the page at the location (its headings), keyed by the same route id as `head`. */
  seo?: PageCopies;
}

/**
 * What a page tells search engines about itself when its route loader knows better than the brand's
 * SEO copy (news articles, the FAQ): per brand, with `default` for the others; texts may hold
 * placeholders (`{{brand.name}}`), filled for the brand that renders.
 */
export type LoaderPageMeta = Partial<
  Record<
    BrandId | 'default',
    { title: string; description: string; faq?: { question: string; answer: string }[] }
  >
>;
