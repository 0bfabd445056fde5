// The local outbox as a standalone server for the e2e tests, with fault injection:
// node tests/support/outbox-server.mjs <port> <dir>
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createOutbox } from '../../scripts/outbox/outbox.mjs';

const port = Number(process.argv[2] ?? 4276);
const dir = process.argv[3] ?? 'test-results/outbox';
// Every run starts with an empty outbox, so a test finds only what it sent.
rmSync(dir, { recursive: true, force: true });
// The site under test calls it from another origin: CORS on.
const outbox = createOutbox({ dir, faults: true, cors: true, log: () => undefined });

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  void outbox(request, response);
}).listen(port, '127.0.0.1', () => console.info(`outbox on http://127.0.0.1:${port} (${dir})`));
