// A stand-in for the external early-access site, for the end-to-end tests: node tests/support/external-site.ts <port>
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4174);
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Early access (test double)</title></head>
<body><h1>Early access (test double)</h1></body></html>`;

createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
}).listen(port, '127.0.0.1', () =>
  console.info(`external site stand-in on http://127.0.0.1:${port}`),
);
