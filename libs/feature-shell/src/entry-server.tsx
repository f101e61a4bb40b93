// Prerender entry shared by every brand: renders the whole page, then puts the styled-components
// styles into <head> so the static HTML is styled before any script runs.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { ServerStyleSheet } from 'styled-components';

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(<ServerRouter context={routerContext} url={request.url} />),
      {
        // Every boundary inline, where it stands: a large one would otherwise be written after the
        // page and moved into place by an inline script (React's progressive chunks), which the
        // prerendered page has no use for (it is written once, whole) and its CSP does not allow.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace('</head>', `${sheet.getStyleTags()}</head>`);
            sheet.seal();
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
