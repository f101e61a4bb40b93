import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security-headers';

/** OpenAPI built from the routes' zod schemas; UI at /api/docs, document at /api/docs/json. */
export const openapi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'XC platform API',
          description:
            'Platform API shared by every brand site. Error bodies are always { statusCode, code, message }.',
          version: '0.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
