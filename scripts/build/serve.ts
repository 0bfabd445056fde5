// Serves a built site as a host would: its _headers (CSP, caching…), prerendered pages, 404.html with
// status 404. Run: npm run serve [-- --dir dist --port 4173 --host 127.0.0.1]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSiteServer } from './hosting.ts';
import { commandLine, CommandLineError } from '../lib/cli.ts';

const { dir, port, host } = commandLine(
  'Usage: node scripts/build/serve.ts [--dir dist] [--port 4173] [--host 127.0.0.1]',
  () => {
    const { values } = parseArgs({
      options: {
        dir: { type: 'string', default: 'dist' },
        port: { type: 'string', default: '4173' },
        host: { type: 'string', default: '127.0.0.1' },
      },
      strict: true,
    });
    const port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65_535) {
      throw new CommandLineError(`--port ${values.port} is not a port number`);
    }
    return { dir: resolve(values.dir), port, host: values.host };
  },
);
const server = await createSiteServer(dir);
server.listen(port, host, () => {
  process.stdout.write(`Serving ${dir} on http://${host}:${port}\n`);
});
