// How every browser of this project is launched: Debian's Chromium where it exists (Playwright cannot
// download browsers on these machines), Playwright's own elsewhere, with flags that work without network.
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';
const systemHeadlessShell = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium when the machine has it; undefined lets the tool use its own browser. */
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args };

/**
 * For headless test runs: Chromium's headless shell (Debian's `chromium-headless-shell`, the same
 * engine without the browser's UI layer; Playwright's own default for headless runs), which loads a page
 * of this site for about 40 % less CPU than the full browser in headless mode. The full browser where
 * the shell is missing.
 */
export const headlessChromiumLaunchOptions = existsSync(systemHeadlessShell)
  ? {
      executablePath: systemHeadlessShell,
      // The shell hints glyph outlines fully by default, which changes text widths (and so line
      // breaks); the browser takes fontconfig's slight hinting, and with it the shell draws the same
      // pixels (measured: 0 px of difference on every shot of tests/visual).
      args: [...args, '--font-render-hinting=slight'],
    }
  : chromiumLaunchOptions;
