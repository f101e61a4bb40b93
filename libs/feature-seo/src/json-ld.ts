import type { BrandConfig } from '@xc/brand';
import { siteUrl } from './site-url';

/** A schema.org object as JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** The logo as structured data expects it: an absolute URL with its size. */
export const LOGO_SIZE = 512;
const logo = (brand: BrandConfig) => ({
  '@type': 'ImageObject',
  url: siteUrl(brand, '/icons/icon-512.png'),
  width: LOGO_SIZE,
  height: LOGO_SIZE,
});

const postalAddress = (brand: BrandConfig) => ({ '@type': 'PostalAddress', ...brand.address });

const contactPoint = (brand: BrandConfig) => ({
  '@type': 'ContactPoint',
  contactType: 'customer support',
  telephone: brand.support.phone,
  email: brand.support.email,
  availableLanguage: ['vi', 'en'],
  hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS, opens: '00:00', closes: '23:59' },
});

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** WebSite with a SearchAction on the query parameter `s` (spec §3). */
export function websiteJsonLd(brand: BrandConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: brand.name,
    url: siteUrl(brand),
    inLanguage: 'vi',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl(brand)}?s={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function organizationJsonLd(brand: BrandConfig): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    legalName: brand.legalName,
    url: siteUrl(brand),
    logo: logo(brand),
    contactPoint: contactPoint(brand),
    address: postalAddress(brand),
    sameAs: [...brand.socialLinks],
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(brand: BrandConfig, trail: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(brand, crumb.path),
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** FAQPage from the FAQ page's own questions and answers (plain text). */
export function faqJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/**
 * The business on the home page (spec §3): Casino or SportsBettingBusiness with legal name, address,
 * currency VND, Cash and Credit Card, languages vi and en, open every day 00:00–23:59, price range
 * 1 to 1000000, 40 employees, support contact and a sized logo.
 */
export function businessJsonLd(brand: BrandConfig, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': brand.businessType,
    name: brand.name,
    legalName: brand.legalName,
    description,
    url: siteUrl(brand),
    logo: logo(brand),
    image: siteUrl(brand, '/og-image.png'),
    address: postalAddress(brand),
    telephone: brand.support.phone,
    email: brand.support.email,
    contactPoint: contactPoint(brand),
    currenciesAccepted: 'VND',
    paymentAccepted: 'Cash, Credit Card',
    knowsLanguage: ['vi', 'en'],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS,
      opens: '00:00',
      closes: '23:59',
    },
    priceRange: '1 - 1000000',
    numberOfEmployees: { '@type': 'QuantitativeValue', value: 40 },
  };
}
