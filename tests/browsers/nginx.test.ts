import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { localServerConfig, mainConfig, NGINX_CONF } from './nginx.ts';

describe('the shipped nginx config, made local', () => {
  const lines = (text: string) => text.split('\n');
  /** The lines of `local` that are not lines of the shipped config. */
  const changedLines = (shipped: string, local: string) =>
    lines(local).filter((line) => !lines(shipped).includes(line));

  it('over HTTP (the browsers of the cross-browser suite): the site alone, its TLS lines left out', async () => {
    const shipped = await readFile(NGINX_CONF, 'utf8');
    const local = localServerConfig(shipped, { dir: '/tmp/site', port: 4999 });
    expect(local).toContain('listen 127.0.0.1:4999;');
    expect(local).toContain('root /tmp/site;');
    // The headers the build wrote beside the site: no policy of its own to keep in step.
    expect(local).toContain('include /tmp/site-nginx/headers.conf;');
    expect(local).not.toContain('add_header Content-Security-Policy');
    expect(local).not.toMatch(/^\s*(listen .*(80|443)\b|return 301 https|ssl_)/m);
    // Everything else is the shipped text, line for line.
    expect(changedLines(shipped, local)).toHaveLength(3);
  });

  it('over HTTPS: both servers as shipped, only their addresses, root and certificate paths replaced', async () => {
    const shipped = await readFile(NGINX_CONF, 'utf8');
    const local = localServerConfig(shipped, {
      dir: '/tmp/site',
      port: 4999,
      tls: { httpPort: 4998, certificate: '/tmp/n/loopback.crt', key: '/tmp/n/loopback.key' },
    });
    expect(changedLines(shipped, local).sort()).toEqual(
      [
        '  listen 127.0.0.1:4998;',
        '  listen 127.0.0.1:4999 ssl http2;',
        '  root /tmp/site;',
        '  include /tmp/site-nginx/headers.conf;',
        '  ssl_certificate /tmp/n/loopback.crt;',
        '  ssl_certificate_key /tmp/n/loopback.key;',
      ].sort(),
    );
    // The IPv6 listens go (loopback only); nothing else does.
    const dropped = lines(shipped).filter((line) => !lines(local).includes(line));
    expect(
      dropped.filter((line) => !/^\s*(listen|root|ssl_certificate|include)/.test(line)),
    ).toEqual([]);
    expect(local).toContain('return 301 https://$host$request_uri;');
    expect(local).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
  });

  it('fails loudly when the config no longer has the lines it replaces', () => {
    const redirect = 'server {\n  listen 80;\n  return 301 https://$host$request_uri;\n}\n';
    expect(() =>
      localServerConfig(`server {\n  listen 8080;\n  root /x;\n}\n`, { dir: '/x', port: 1 }),
    ).toThrow(/listen 80/);
    expect(() =>
      localServerConfig(`${redirect}server {\n  listen 443;\n}\n`, { dir: '/x', port: 1 }),
    ).toThrow(/root/);
    const include = '  include /var/www/skyward-labs/dist-nginx/headers.conf;\n';
    expect(() =>
      localServerConfig(`${redirect}server {\n  listen 443;\n  root /x;\n}\n`, {
        dir: '/x',
        port: 1,
      }),
    ).toThrow(/dist-nginx\/headers.conf/);
    expect(() =>
      localServerConfig(`${redirect}server {\n  listen 443;\n  root /x;\n${include}}\n`, {
        dir: '/x',
        port: 1,
      }),
    ).toThrow(/listen 443 ssl http2/);
  });

  it('runs in the foreground with its logs and temporary files in its own folder', () => {
    const conf = mainConfig('server {}', '/tmp/n');
    expect(conf).toMatch(/^daemon off;/);
    expect(conf).toContain('pid /tmp/n/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /tmp/n/body;');
  });
});
