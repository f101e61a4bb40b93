import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security-headers';

/**
 * The zod provider's transform, and one thing more: a route whose answers are not JSON names its
 * media types in `produces` (an SVG thumbnail, an MP4 clip); its 2xx answers are declared with those,
 * its errors stay JSON.
 */
const mediaAwareTransform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const media = (input.schema as { produces?: readonly string[] } | undefined)?.produces;
  if (!media?.length) return result;
  // `produces` itself would make swagger declare every answer, errors too, with those types.
  const { response, ...rest } = result.schema as Record<string, unknown> & {
    response?: Record<string, { description?: string }>;
  };
  delete rest['produces'];
  const declared = Object.fromEntries(
    Object.entries(response ?? {}).map(([code, json]) =>
      code.startsWith('2')
        ? [
            code,
            {
              description: json.description ?? 'OK',
              // Bytes the contract leaves untyped (`unknown`) are a binary string.
              content: Object.fromEntries(
                media.map((type) => [
                  type,
                  { schema: Object.keys(json).length > 0 ? json : { type: 'string', format: 'binary' } },
                ]),
              ),
            },
          ]
        : [code, json],
    ),
  );
  return { ...result, schema: { ...rest, response: declared } };
};

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
      transform: mediaAwareTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
