import { sandboxInboxQuerySchema, sandboxInboxResponseSchema } from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../infra/route-schema';
import type { SandboxInboxService } from './service';

export interface SandboxRoutesOptions {
  inbox: SandboxInboxService;
}

/** GET /api/sandbox/inbox?to=…: registered only with sandbox gateways outside production (see app.ts). */
export const sandboxRoutes: FastifyPluginAsyncZod<SandboxRoutesOptions> = async (app, { inbox }) => {
  app.get(
    '/api/sandbox/inbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Messages the sandbox SMS and email gateways "sent" to a phone or email (demo and e2e only)',
        querystring: sandboxInboxQuerySchema,
        response: { 200: sandboxInboxResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await inbox.latest(request.query.to) };
    },
  );
};
