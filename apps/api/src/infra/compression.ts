import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * On-the-fly brotli/gzip for API responses above 1 KiB (the site serves precompressed files and
 * opts out). Request bodies are not decompressed: a small gzip body can expand past the body limit.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      globalCompression: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
    });
  },
  { name: 'compression' },
);
