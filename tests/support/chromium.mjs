// How every browser of this project is launched: Debian's Chromium where it exists (Playwright cannot
// download browsers on these machines), Playwright's own elsewhere, with flags that work without network.
import { existsSync } from 'node:fs';

const systemChromium = '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};
