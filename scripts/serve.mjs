// Serves a built site as a host would: its _headers (CSP, caching…), prerendered pages, 404.html with
// status 404. Run: npm run serve [-- --dir dist --port 4173 --host 127.0.0.1]
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { serveConfig } from './hosting.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const dir = resolve(argument('--dir', 'dist'));
const port = Number(argument('--port', '4173'));
const host = argument('--host', '127.0.0.1');
const config = await serveConfig(dir);

// Compressed as every host compresses (gzip), so what this serves weighs what visitors download.
const compress = compression();

/** The hosting rules themselves are for the host, not for visitors (hosts do not serve them either). */
const HIDDEN = new Set(['/_headers', '/_redirects']);

createServer((request, response) => {
  if (HIDDEN.has(new URL(request.url ?? '/', 'http://host').pathname)) {
    request.url = '/404.html-hidden';
  }
  compress(request, response, () => {
    handler(request, response, config).catch((error) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
}).listen(port, host, () => {
  process.stdout.write(`Serving ${dir} on http://${host}:${port}\n`);
});
