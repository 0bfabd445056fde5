// nginx serving a built site with the config the project ships (docs/hosting/nginx.conf), so that the
// tested server is the documented one (issue 24). The shipped server block is used as it is, with only
// its `listen` and `root` replaced (both must be found: a reshaped config fails loudly), inside a
// minimal main config that runs unprivileged from a temporary folder, in the foreground.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isListening, waitForPort } from '../lib/ports.mjs';

export const NGINX_CONF = 'docs/hosting/nginx.conf';
const LISTEN = /^(\s*)listen\s+80;$/m;
const ROOT = /^(\s*)root\s+[^;]+;$/m;

/** Where Debian's nginx is, or null. */
export function nginxBinary() {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? null;
}

const SHIPPED_CONNECT = "connect-src 'self' https://api.emailjs.com";

/**
 * The shipped config's text, made to serve `dir` on 127.0.0.1:`port`; `extra` goes inside the server
 * block, before the shipped locations (a test's own location, e.g. a local outbox behind a proxy).
 * `connectSrc` replaces the EmailJS origin of the policy, as the config's header comment tells a
 * deployer to do for a build calling another origin (the build writes the same into its _headers).
 * @param {string} shipped
 * @param {{ dir: string, port: number, extra?: string, connectSrc?: string }} options
 */
export function localServerConfig(shipped, { dir, port, extra = '', connectSrc }) {
  if (!LISTEN.test(shipped)) throw new Error(`${NGINX_CONF}: no "listen 80;" line to replace`);
  if (!ROOT.test(shipped)) throw new Error(`${NGINX_CONF}: no "root …;" line to replace`);
  if (connectSrc && !shipped.includes(SHIPPED_CONNECT))
    throw new Error(`${NGINX_CONF}: no "${SHIPPED_CONNECT}" to configure`);
  return shipped
    .replace(SHIPPED_CONNECT, () => connectSrc ?? SHIPPED_CONNECT)
    .replace(
      LISTEN,
      (_, indent) => `${indent}listen 127.0.0.1:${port};${extra ? `\n${extra}` : ''}`,
    )
    .replace(ROOT, (_, indent) => `${indent}root ${resolve(dir)};`);
}

/**
 * The whole nginx.conf around the shipped server block: foreground, one worker, logs and temporary
 * files in `folder`.
 * @param {string} server
 * @param {string} folder
 */
export function mainConfig(server, folder) {
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
 * Starts nginx for the built site in `dir` on `port`; returns its origin and a stop function.
 * @param {string} dir
 * @param {{ port: number, extra?: string, connectSrc?: string, conf?: string }} options
 */
export async function startNginx(dir, { port, extra, connectSrc, conf = NGINX_CONF }) {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install -y nginx-light)');
  // nginx counts as started once the port answers: an old server there would pass for it.
  if (await isListening(port)) {
    throw new Error(`port ${port} is in use: stop what listens there (an earlier run?) first`);
  }
  const folder = await mkdtemp(join(tmpdir(), 'site-nginx-'));
  const server = localServerConfig(await readFile(conf, 'utf8'), { dir, port, extra, connectSrc });
  const file = join(folder, 'nginx.conf');
  await writeFile(file, mainConfig(server, folder));
  const child = spawn(binary, ['-c', file, '-p', folder, '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((done) => child.once('exit', done));
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
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
