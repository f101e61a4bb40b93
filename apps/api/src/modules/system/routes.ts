import { getSystemConfigurationsResponseSchema, healthResponseSchema } from '@xc/api-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../infra/route-schema';
import type { HealthService, SystemConfigurationService } from './service';

export interface SystemRoutesOptions {
  configurations: SystemConfigurationService;
  health: HealthService;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (
  app,
  { configurations, health },
) => {
  app.get(
    '/api/system/configurations',
    {
      schema: {
        tags: ['system'],
        summary: 'System configuration the web client loads at start',
        response: { 200: getSystemConfigurationsResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: await configurations.getAll() }),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return health.check();
    },
  );
};
