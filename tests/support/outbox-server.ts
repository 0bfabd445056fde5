// The local outbox as a standalone server for the e2e tests, with fault injection:
// node tests/support/outbox-server.ts <port> <dir> --origins <origin,origin…> --ids <publicKey,serviceId,templateId>
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createOutbox } from '../../scripts/dev-server/outbox.ts';
import { parseArgs } from 'node:util';
import { commandLine } from '../../scripts/lib/cli.ts';

const { values, positionals } = commandLine(
  'Usage: node tests/support/outbox-server.ts [port] [dir] [--origins a,b] [--ids publicKey,serviceId,templateId]',
  () =>
    parseArgs({
      options: {
        origins: { type: 'string', default: '' },
        ids: { type: 'string', default: '' },
      },
      allowPositionals: true,
      strict: true,
    }),
);
const port = Number(positionals[0] ?? 4276);
const dir = positionals[1] ?? 'test-results/outbox';
const [publicKey, serviceId = '', templateId = ''] = values.ids.split(',');
// Every run starts with an empty outbox, so a test finds only what it sent.
rmSync(dir, { recursive: true, force: true });
// The sites under test call it from their own origins (CORS for those); it knows the IDs they were built with.
const outbox = createOutbox({
  dir,
  faults: true,
  allowedOrigins: values.origins.split(',').filter(Boolean),
  ids: publicKey ? { publicKey, serviceId, templateId } : undefined,
  log: () => undefined,
});

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  void outbox(request, response);
}).listen(port, '127.0.0.1', () => console.info(`outbox on http://127.0.0.1:${port} (${dir})`));
