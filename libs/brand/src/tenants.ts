import tenants from './tenants.json';

/**
 * The brands as tenants of one platform: the facts the API, the start script, the benchmarks and the
 * brand apps all need, kept once (tenants.json, which plain Node scripts read too). React-free, so the
 * API may import it (`@xc/brand/tenants`).
 */
export interface TenantFacts {
  /** Production host name of the site and its API. */
  domain: string;
  /** The mobile site's host, when the brand has one (games then open in the same tab). */
  mobileDomain: string | null;
  /** Maximum first-deposit bonus in VND (9 to 20 million by brand, spec §9). */
  maxFirstDepositBonus: number;
}

export const TENANTS = tenants satisfies Record<string, TenantFacts>;
export type BrandId = keyof typeof TENANTS;
export const BRAND_IDS = Object.keys(TENANTS) as BrandId[];
export const DEFAULT_BRAND: BrandId = 'xc05';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && Object.hasOwn(TENANTS, value);
}

/** The facts a brand app spreads into its BrandConfig (one source for its hosts and bonus cap). */
export function tenantFacts(id: BrandId): {
  domain: string;
  mobileDomain: boolean;
  maxFirstDepositBonus: number;
} {
  const facts: TenantFacts = TENANTS[id];
  return {
    domain: facts.domain,
    mobileDomain: facts.mobileDomain !== null,
    maxFirstDepositBonus: facts.maxFirstDepositBonus,
  };
}

/**
 * Which brand a request's Host names: a brand's domain, its mobile domain, `www.` of either, or
 * `<brand>.localhost` (local runs of all brands in one process). The port is ignored.
 */
export function brandOfHost(host: string | undefined): BrandId | undefined {
  if (!host) return undefined;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (!name) return undefined;
  const local = /^([a-z0-9]+)\.localhost$/.exec(name);
  if (local && isBrandId(local[1])) return local[1];
  for (const id of BRAND_IDS) {
    const facts: TenantFacts = TENANTS[id];
    if (facts.domain === name || facts.mobileDomain === name) return id;
  }
  return undefined;
}
