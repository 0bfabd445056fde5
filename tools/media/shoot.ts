// Screenshots pages for a human look: node tools/media/shoot.ts <baseUrl> <path> [path…]
// Writes /tmp/shots/<name>-<width>.png at 1440x900 and 390x844 (or SIZES, at DPR) and prints console messages.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumLaunchOptions } from '@agency-site/chromium';

const [base = 'http://localhost:5173', ...routes] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
mkdirSync('/tmp/shots', { recursive: true });
const scroll = Number(process.env.SCROLL ?? 0);
// SIZES=1440x900,390x844,1920x1080 (default: the first two)
const sizes = (process.env.SIZES ?? '1440x900,390x844')
  .split(',')
  .map((size) => size.split('x').map(Number));
for (const route of routes.length ? routes : ['/']) {
  for (const [width, height] of sizes) {
    const page = await browser.newPage({
      viewport: { width, height },
      deviceScaleFactor: Number(process.env.DPR ?? 1),
    });
    page.on('console', (m) => console.info(`[${route} ${width}] ${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => console.info(`[${route} ${width}] pageerror: ${e.message}`));
    await page.goto(base + route);
    await page.waitForTimeout(Number(process.env.WAIT ?? 2500));
    if (scroll) {
      await page.mouse.move(width / 2, height / 2);
      await page.mouse.wheel(0, scroll);
      await page.waitForTimeout(1500);
    }
    const name = route.replace(/\W+/g, '_') || 'root';
    await page.screenshot({
      path: `/tmp/shots/${name}-${width}.png`,
      fullPage: process.env.FULL === '1',
    });
    await page.close();
  }
}
await browser.close();
