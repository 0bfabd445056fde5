import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { localServerConfig, mainConfig, NGINX_CONF } from './nginx.mjs';

describe('the shipped nginx config, made local', () => {
  it('replaces only listen, root and (when asked) the EmailJS origin', async () => {
    const shipped = await readFile(NGINX_CONF, 'utf8');
    const local = localServerConfig(shipped, {
      dir: '/tmp/site',
      port: 4999,
      connectSrc: "connect-src 'self' http://127.0.0.1:4276",
    });
    expect(local).toContain('listen 127.0.0.1:4999;');
    expect(local).toContain('root /tmp/site;');
    expect(local).toContain("connect-src 'self' http://127.0.0.1:4276;");
    expect(local).not.toContain('listen 80;');
    expect(local).not.toContain("connect-src 'self' https://api.emailjs.com");
    // Everything else is the shipped text, line for line.
    const changed = local.split('\n').filter((line) => !shipped.split('\n').includes(line));
    expect(changed).toHaveLength(3);
  });

  it('fails loudly when the config no longer has the lines it replaces', () => {
    expect(() => localServerConfig('server {\n  listen 8080;\n}', { dir: '/x', port: 1 })).toThrow(
      /listen 80/,
    );
    expect(() => localServerConfig('server {\n  listen 80;\n}', { dir: '/x', port: 1 })).toThrow(
      /root/,
    );
  });

  it('runs in the foreground with its logs and temporary files in its own folder', () => {
    const conf = mainConfig('server {}', '/tmp/n');
    expect(conf).toMatch(/^daemon off;/);
    expect(conf).toContain('pid /tmp/n/nginx.pid;');
    expect(conf).toContain('client_body_temp_path /tmp/n/body;');
  });
});
