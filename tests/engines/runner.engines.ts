// The runner itself, in each engine of the run: a browser or driver that ends in the middle of a case
// is reported at once, by name, with its last output lines, and the next case gets a new one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BrowserEnded, launchEngine, type Engine } from '../../scripts/engines/drivers.mjs';
import { open, run, VIEWPORT } from './support';

/** A command that waits on the page for good: only the end of a process can end it. */
const NEVER = `() => new Promise(() => undefined)`;

describe.each(run.engines)('%s', (name) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await launchEngine(name);
  });
  afterAll(async () => {
    await engine?.close();
  });

  test('a browser or driver killed during a command is reported at once with its last lines, and the next page is new', async () => {
    const count = (
      await engine.newPage(VIEWPORT).then(async (page) => {
        const programs = page.programs();
        await page.close();
        return programs;
      })
    ).length;
    // WebKit: the browser, then its driver; Chromium and Firefox: the browser.
    for (let index = 0; index < count; index += 1) {
      const page = await engine.newPage(VIEWPORT);
      await open(page, '/');
      const target = page.programs()[index]!;
      const waiting = page.evaluate(NEVER).then(
        () => null,
        (error: unknown) => error,
      );
      await new Promise((done) => setTimeout(done, 200));
      const killed = Date.now();
      process.kill(target.pid, 'SIGKILL');
      const error = await waiting;
      const took = Date.now() - killed;
      expect(error, `${target.name} killed`).toBeInstanceOf(BrowserEnded);
      const message = (error as Error).message;
      expect(message).toContain(`${name}: the browser or its driver ended during evaluate`);
      expect(message).toContain(
        `${target.name} (pid ${target.pid}) was killed by SIGKILL; its last lines:`,
      );
      expect(took, `reported ${took} ms after the kill`).toBeLessThan(2_000);
      console.info(`${name}: killed ${target.name}, reported after ${took} ms:\n${message}`);
      // The page's other commands fail the same way, at once; closing it does not wait.
      await expect(page.evaluate('() => 1')).rejects.toBeInstanceOf(BrowserEnded);
      await page.close();

      const next = await engine.newPage(VIEWPORT);
      expect(next.programs().map((program) => program.pid)).not.toContain(target.pid);
      await open(next, '/');
      expect(
        await next.evaluate<string>(`() => document.querySelector('h1').textContent`),
      ).toBeTruthy();
      await next.close();
    }
  });
});
