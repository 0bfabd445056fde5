// How every browser of this project is launched: Debian's Chromium where it exists (Playwright cannot
// download browsers on these machines), Playwright's own elsewhere, with flags that work without network.
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

/** Debian's Chromium when the machine has it; undefined lets the tool use its own browser. */
export const chromiumPath = existsSync(systemChromium) ? systemChromium : undefined;

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};
