import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { siteRouteQuerySchema, siteRouteResponseSchema } from '@xc/api-contract';
import type { RedirectRule as RedirectTableRule } from '@xc/paths';
import type { BrandId } from '@xc/brand/tenants';
import { errorResponses } from '../../infra/route-schema';
import { isHtml } from './content-types';
import { negotiateEncoding } from './encoding';
import { FirstReadPages, type FirstReadSource } from './first-read';
import { SiteRepository, type SiteFile } from './repository';
import { redirectTable, SiteService, type RedirectRule } from './service';

export interface SiteOptions {
  /** A built brand: React Router's `build/client` directory. */
  siteDir: string;
  /**
   * Asked first for every site request; a returned location is answered with a 301. By default the
   * brand's legacy table, read from `site.json` beside the client build.
   */
  redirect?: RedirectRule;
}

/** The brand's legacy redirect table, written by the build next to `client/` (none when absent). */
async function loadRedirectTable(siteDir: string): Promise<RedirectTableRule[]> {
  try {
    const manifest = JSON.parse(await readFile(path.join(siteDir, '..', 'site.json'), 'utf8')) as {
      redirects?: RedirectTableRule[];
    };
    return Array.isArray(manifest.redirects) ? manifest.redirects : [];
  } catch {
    return [];
  }
}

const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The request as an absolute URL; a Host header that is not a plain host name is not trusted. */
function requestUrl(request: FastifyRequest): URL {
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return new URL(`${request.protocol}://${host}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  status: number,
  cacheControl: string,
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], new Set(file.encoded.keys()));
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;

  reply.header('content-type', file.contentType).header('cache-control', cacheControl);
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  if (file.csp) reply.header('content-security-policy', file.csp);
  if (status === 200) {
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  }
  reply.status(status);
  if (encoding) return reply.header('content-encoding', encoding).send(file.encoded.get(encoding));
  if (file.body) return reply.send(file.body);
  return reply.header('content-length', file.size).send(createReadStream(file.absolutePath ?? ''));
}

/**
 * Each served brand's built site, chosen by the request's brand (its Host); GET and HEAD only. With
 * `firstRead`, a page whose first API read it answers (a lobby's first games) is sent with that answer.
 */
export async function siteRoutes(
  app: FastifyInstance,
  options: { sites: Partial<Record<BrandId, SiteOptions>>; firstRead?: FirstReadSource },
) {
  const sites = new Map<BrandId, SiteService>();
  const withReads = new Map<BrandId, FirstReadPages>();
  const { firstRead } = options;
  for (const [brand, site] of Object.entries(options.sites) as Array<[BrandId, SiteOptions]>) {
    const files = await SiteRepository.load(site.siteDir);
    const table = site.redirect ? [] : await loadRedirectTable(site.siteDir);
    sites.set(brand, await SiteService.create(files, site.redirect ?? redirectTable(table)));
    if (firstRead)
      withReads.set(
        brand,
        new FirstReadPages(firstRead, (err, page) =>
          app.log.warn({ err, brand, page }, 'page sent without its first read'),
        ),
      );
    app.log.info({ brand, siteDir: site.siteDir, files: files.size, redirects: table.length }, 'site loaded');
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/site/route',
    {
      schema: {
        tags: ['site'],
        summary: "The route middleware's question: a redirect or the app middleware flags of one path",
        querystring: siteRouteQuerySchema,
        response: { 200: siteRouteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = sites.get(request.brand);
      if (!site) return reply.callNotFound();
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Host');
      return site.routeAnswer(new URL(`http://site.invalid${request.query.path}`));
    },
  );

  app.get('/*', { schema: { hide: true }, config: { compress: false } }, async (request, reply) => {
    const site = sites.get(request.brand);
    if (!site) return reply.callNotFound();
    const url = requestUrl(request);
    const decision = site.resolve(url);
    switch (decision.kind) {
      case 'pass':
        return reply.callNotFound();
      case 'redirect':
        return reply
          .header('cache-control', decision.status === 301 ? 'public, max-age=3600' : 'no-cache')
          .redirect(decision.location, decision.status);
      case 'file': {
        const reads = withReads.get(request.brand);
        const file =
          reads && decision.status === 200 && isHtml(decision.file.path)
            ? await reads.page(decision.file, url.pathname)
            : decision.file;
        return sendFile(request, reply, file, decision.status, decision.cacheControl);
      }
    }
  });
}
