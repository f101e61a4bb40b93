import { brandOfHost, type BrandId } from '@xc/brand/tenants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request is for: its Host's brand among those served, else the default. */
    brand: BrandId;
  }
}

export interface Tenancy {
  /** The brands this process serves (one, or all six with BRAND=all). */
  brands: readonly BrandId[];
  /** For hosts that name no served brand: localhost, an IP, a single-brand run. */
  defaultBrand: BrandId;
}

/** Which served brand a Host names; the default for any other host. */
export function resolveBrand(tenancy: Tenancy, host: string | undefined): BrandId {
  const named = brandOfHost(host);
  return named && tenancy.brands.includes(named) ? named : tenancy.defaultBrand;
}

/** Sets `request.brand` from the Host header before anything else reads the request. */
export const tenancyPlugin = fp(
  async (app: FastifyInstance, tenancy: Tenancy) => {
    app.decorateRequest('brand', tenancy.defaultBrand);
    app.addHook('onRequest', (request, _reply, done) => {
      request.brand = resolveBrand(tenancy, request.headers.host);
      done();
    });
  },
  { name: 'tenancy' },
);
