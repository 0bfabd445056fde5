// Serves a built site as a host would: its _headers (CSP, caching…), prerendered pages, 404.html with
// status 404. Run: npm run serve [-- --dir dist --port 4173 --host 127.0.0.1]
import { resolve } from 'node:path';
import { createSiteServer } from './hosting.ts';
import { option } from '../lib/cli.ts';

const dir = resolve(option('--dir', 'dist'));
const port = Number(option('--port', '4173'));
const host = option('--host', '127.0.0.1');
const server = await createSiteServer(dir);
server.listen(port, host, () => {
  process.stdout.write(`Serving ${dir} on http://${host}:${port}\n`);
});
