import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { documentCsp, inlineScriptHashes } from '../../infra/csp';
import { PRECOMPRESSED_SUFFIX } from '@xc/paths';
import { contentTypeFor, isCompressible, isHtml } from './content-types';
import type { ContentEncoding } from './encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Larger files (videos, app packages) are streamed from disk instead of held in memory. */
const MAX_IN_MEMORY_BYTES = 8 * 1024 * 1024;

export interface SiteFile {
  /** Path inside the site directory, posix separators, no leading slash. */
  path: string;
  contentType: string;
  size: number;
  /** Strong validator of the identity body; encoded bodies append their encoding. */
  etag: string;
  /** The body when held in memory; otherwise read from `absolutePath` on each request. */
  body?: Buffer;
  absolutePath?: string;
  /** Precompressed bodies, kept only when smaller than the original. */
  encoded: Map<ContentEncoding, Buffer>;
  /** Whether a response for this file varies by Accept-Encoding. */
  compressible: boolean;
  /** Content-Security-Policy of an HTML document, with the hashes of its inline scripts. */
  csp?: string;
}

/** The built brand, indexed once at start: only what is listed here can ever be served. */
export class SiteRepository {
  private constructor(private readonly files: ReadonlyMap<string, SiteFile>) {}

  static async load(siteDir: string): Promise<SiteRepository> {
    const root = path.resolve(siteDir);
    const relativePaths = await listFiles(root);
    const files = await Promise.all(relativePaths.map((relative) => loadFile(root, relative)));
    return new SiteRepository(new Map(files.map((file) => [file.path, file])));
  }

  find(relativePath: string): SiteFile | undefined {
    return this.files.get(relativePath);
  }

  get size(): number {
    return this.files.size;
  }
}

/** Every regular file below root; dot-files (except .well-known) and symbolic links are skipped. */
async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      if (entry.name.startsWith('.') && entry.name !== '.well-known') return [];
      // Precompressed copies the build wrote beside a file are that file's bodies, not pages of their own.
      if (entry.name.endsWith(PRECOMPRESSED_SUFFIX.br) || entry.name.endsWith(PRECOMPRESSED_SUFFIX.gzip))
        return [];
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(root, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat();
}

async function loadFile(root: string, relative: string): Promise<SiteFile> {
  const absolutePath = path.join(root, ...relative.split('/'));
  const info = await stat(absolutePath);
  if (info.size > MAX_IN_MEMORY_BYTES) {
    return {
      path: relative,
      contentType: contentTypeFor(relative),
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      absolutePath,
      encoded: new Map(),
      compressible: false,
    };
  }
  return createSiteFile(relative, await readFile(absolutePath), await readPrecompressed(absolutePath));
}

/** The `.br` and `.gz` copies the build wrote, when it wrote both (else they are made at load). */
async function readPrecompressed(absolutePath: string): Promise<Map<ContentEncoding, Buffer> | undefined> {
  try {
    const [br, gz] = await Promise.all([
      readFile(absolutePath + PRECOMPRESSED_SUFFIX.br),
      readFile(absolutePath + PRECOMPRESSED_SUFFIX.gzip),
    ]);
    return new Map<ContentEncoding, Buffer>([
      ['br', br],
      ['gzip', gz],
    ]);
  } catch {
    return undefined;
  }
}

/**
 * A file held in memory, precompressed and, for HTML, with its CSP computed. Compressed here at
 * brotli's slowest and smallest, unless a file made per request asks for a quicker quality.
 */
export async function createSiteFile(
  relative: string,
  body: Buffer,
  precompressed?: Map<ContentEncoding, Buffer>,
  brotliQuality: number = zlib.constants.BROTLI_MAX_QUALITY,
): Promise<SiteFile> {
  const compressible = isCompressible(relative);
  const file: SiteFile = {
    path: relative,
    contentType: contentTypeFor(relative),
    size: body.length,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    encoded: compressible
      ? keepSmaller(body, precompressed ?? (await precompress(body, brotliQuality)))
      : new Map(),
    compressible,
  };
  if (isHtml(relative)) file.csp = documentCsp(inlineScriptHashes(body.toString('utf8')));
  return file;
}

async function precompress(body: Buffer, quality: number): Promise<Map<ContentEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return new Map<ContentEncoding, Buffer>([
    ['br', br],
    ['gzip', gz],
  ]);
}

/** An encoding is worth sending only when it is smaller than the file itself. */
function keepSmaller(body: Buffer, encoded: Map<ContentEncoding, Buffer>): Map<ContentEncoding, Buffer> {
  return new Map([...encoded].filter(([, bytes]) => bytes.length < body.length));
}
