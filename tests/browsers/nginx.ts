// nginx serving a built site with the config the project ships (docs/hosting/nginx.conf), so that the
// tested server is the documented one. Its servers are used as they are, with only their addresses,
// root and certificate paths replaced (each must be found: a reshaped config fails loudly), inside a
// minimal main config that runs unprivileged from a temporary folder, in the foreground.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { nginxIncludeFile } from '../../scripts/build/hosting.ts';
import { isListening, waitForPort } from '../../scripts/lib/ports.ts';

export const NGINX_CONF = 'docs/hosting/nginx.conf';
/** Where the shipped config includes the build's headers from (beside its root). */
const SHIPPED_INCLUDE = /include \/var\/www\/skyward-labs\/dist-nginx\/headers\.conf;/;

/** Where Debian's nginx is, or null. */
export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;
}

/**
 * The top-level `server { … }` blocks of a config, with where each starts and ends.
 */
function serverBlocks(text: string) {
  const blocks: { start: number; end: number; text: string }[] = [];
  for (const match of text.matchAll(/^server \{$/gm)) {
    let depth = 0;
    for (let at = match.index; at < text.length; at += 1) {
      if (text[at] === '{') depth += 1;
      if (text[at] === '}' && --depth === 0) {
        blocks.push({ start: match.index, end: at + 1, text: text.slice(match.index, at + 1) });
        break;
      }
    }
  }
  return blocks;
}

/**
 * `block` with `pattern` (one line) replaced, failing loudly when the shipped config lacks it.
 * @param line the new line, or null to remove it
 */
function replaceLine(block: string, pattern: RegExp, line: string | null, what: string) {
  const found = new RegExp(`^([ \\t]*)${pattern.source}\\n`, 'm');
  if (!found.test(block)) throw new Error(`${NGINX_CONF}: no "${what}" line to replace`);
  return block.replace(found, (_, indent) => (line === null ? '' : `${indent}${line}\n`));
}

export interface LocalTls {
  /** where the shipped port-80 server (the redirect to HTTPS) listens */
  httpPort: number;
  /** the certificate file, in place of the shipped path */
  certificate: string;
  /** its private key file */
  key: string;
}

/**
 * The shipped config's text, made to serve `dir` on 127.0.0.1:`port`. With `tls`, both of its servers
 * as shipped: the site over HTTPS on `port`, the redirect on `tls.httpPort`, only their addresses and
 * certificate paths replaced. Without, the site's server alone over plain HTTP (the cross-browser suite's
 * browsers): its TLS lines removed, nothing else changed. `extra` goes inside the site's server block,
 * before the shipped locations (a test's own location, e.g. a local outbox behind a proxy). The
 * build's headers are included from beside `dir`, where the build wrote them (nginxIncludeFile).
 */
export function localServerConfig(
  shipped: string,
  { dir, port, extra = '', tls }: { dir: string; port: number; extra?: string; tls?: LocalTls },
) {
  const blocks = serverBlocks(shipped);
  const redirect = blocks.find((block) => /^\s*listen 80;$/m.test(block.text));
  const site = blocks.find((block) => /^\s*root\s+[^;]+;$/m.test(block.text));
  if (!redirect)
    throw new Error(`${NGINX_CONF}: no server with "listen 80;" (the redirect to HTTPS)`);
  if (!site) throw new Error(`${NGINX_CONF}: no server with a "root …;" line (the site)`);

  let siteText = replaceLine(site.text, /root\s+[^;]+;/, `root ${resolve(dir)};`, 'root …;');
  siteText = replaceLine(
    siteText,
    SHIPPED_INCLUDE,
    `include ${nginxIncludeFile(dir)};`,
    'include …/dist-nginx/headers.conf;',
  );
  siteText = replaceLine(
    siteText,
    /listen 443 ssl http2;/,
    `listen 127.0.0.1:${port}${tls ? ' ssl http2' : ''};${extra ? `\n${extra}` : ''}`,
    'listen 443 ssl http2;',
  );
  siteText = replaceLine(
    siteText,
    /listen \[::\]:443 ssl http2;/,
    null,
    'listen [::]:443 ssl http2;',
  );
  let redirectText = '';
  if (tls) {
    siteText = replaceLine(
      siteText,
      /ssl_certificate [^;]+;/,
      `ssl_certificate ${tls.certificate};`,
      'ssl_certificate …;',
    );
    siteText = replaceLine(
      siteText,
      /ssl_certificate_key [^;]+;/,
      `ssl_certificate_key ${tls.key};`,
      'ssl_certificate_key …;',
    );
    redirectText = replaceLine(
      redirect.text,
      /listen 80;/,
      `listen 127.0.0.1:${tls.httpPort};`,
      'listen 80;',
    );
    redirectText = replaceLine(redirectText, /listen \[::\]:80;/, null, 'listen [::]:80;');
  } else {
    siteText = siteText.replace(/^[ \t]*ssl_[a-z_]+ [^;]+;\n/gm, '');
  }
  const text =
    shipped.slice(0, redirect.start) +
    redirectText +
    shipped.slice(redirect.end, site.start) +
    siteText +
    shipped.slice(site.end);
  return text;
}

/**
 * The whole nginx.conf around the shipped server block: foreground, one worker, logs and temporary
 * files in `folder`.
 */
export function mainConfig(server: string, folder: string) {
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${server}
}
`;
}

/**
 * A self-signed certificate for 127.0.0.1 (ECDSA P-256, two days), written into `folder`; the files'
 * paths. Also for a test's own HTTPS server beside nginx.
 */
export async function makeLoopbackCertificate(folder: string) {
  const certificate = join(folder, 'loopback.crt');
  const key = join(folder, 'loopback.key');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  return { certificate, key };
}

/**
 * Starts nginx for the built site in `dir` on `port`; returns its origin and a stop function. With
 * `tls`, the shipped config whole: the site over HTTPS on `port` with a self-signed certificate it
 * makes (returned, for a client to trust), and the redirect to HTTPS on `tls.httpPort`.
 */
export async function startNginx(
  dir: string,
  {
    port,
    extra,
    conf = NGINX_CONF,
    tls,
  }: { port: number; extra?: string; conf?: string; tls?: { httpPort: number } },
) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
  // nginx counts as started once the port answers: an old server there would pass for it.
  for (const used of tls ? [port, tls.httpPort] : [port]) {
    if (await isListening(used)) {
      throw new Error(`port ${used} is in use: stop what listens there (an earlier run?) first`);
    }
  }
  const folder = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  const files = tls ? await makeLoopbackCertificate(folder) : undefined;
  const server = localServerConfig(await readFile(conf, 'utf8'), {
    dir,
    port,
    extra,
    tls: tls && files ? { httpPort: tls.httpPort, ...files } : undefined,
  });
  const file = join(folder, 'nginx.conf');
  await writeFile(file, mainConfig(server, folder));
  const child = spawn(binary, ['-c', file, '-p', folder, '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  try {
    await Promise.race([
      waitForPort(port, { what: 'nginx' }),
      exited.then((code) => {
        throw new Error(`nginx exited (${code}): ${stderr}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    /** The redirect server's origin (with `tls`). */
    httpOrigin: tls ? `http://127.0.0.1:${tls.httpPort}` : undefined,
    /** The certificate the HTTPS server presents, PEM (with `tls`). */
    certificate: files ? await readFile(files.certificate, 'utf8') : undefined,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
