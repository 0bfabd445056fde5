// The local outbox as a standalone server for the e2e tests, with fault injection:
// node tests/support/outbox-server.ts <port> <dir> --origins <origin,origin…> --ids <publicKey,serviceId,templateId>
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createOutbox } from '../../scripts/dev-server/outbox.ts';
import { option } from '../../scripts/lib/cli.ts';

const port = Number(process.argv[2] ?? 4276);
const dir = process.argv[3] ?? 'test-results/outbox';
const [publicKey, serviceId = '', templateId = ''] = option('--ids', '').split(',');
// Every run starts with an empty outbox, so a test finds only what it sent.
rmSync(dir, { recursive: true, force: true });
// The sites under test call it from their own origins (CORS for those); it knows the IDs they were built with.
const outbox = createOutbox({
  dir,
  faults: true,
  allowedOrigins: option('--origins', '').split(',').filter(Boolean),
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
