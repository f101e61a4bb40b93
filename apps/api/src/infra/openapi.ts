import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './security-headers';

/**
 * The zod provider's transform, and one thing more: a route whose answers are not (only) JSON names
 * its media types in `produces` (an SVG thumbnail, an MP4 clip, a JSON page or its CSV export); its
 * 2xx answers are declared with those — JSON with the response schema, any other type as a string
 * (bytes the contract leaves untyped: a binary string) — and its errors stay JSON.
 */
const mediaAwareTransform: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const media = (input.schema as { produces?: readonly string[] } | undefined)?.produces;
  if (!media?.length) return result;
  // `produces` itself would make swagger declare every answer, errors too, with those types.
  const { response, ...rest } = result.schema as Record<string, unknown> & {
    response?: Record<string, { description?: string; type?: unknown }>;
  };
  delete rest['produces'];
  const schemaFor = (type: string, json: { type?: unknown }) => {
    if (type === 'application/json') return json;
    if (Object.keys(json).length === 0) return { type: 'string', format: 'binary' };
    return json.type === 'string' ? json : { type: 'string' };
  };
  const declared = Object.fromEntries(
    Object.entries(response ?? {}).map(([code, json]) =>
      code.startsWith('2')
        ? [
            code,
            {
              description: json.description ?? 'OK',
              content: Object.fromEntries(media.map((type) => [type, { schema: schemaFor(type, json) }])),
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
