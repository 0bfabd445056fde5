// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers' rule as `npm run lint` applies it (this folder's eslint.config.js) to planted imports.
// Only the boundaries rule runs, without type information: the planted files need not exist.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  ruleFilter: ({ ruleId }) => ruleId === 'boundaries/dependencies',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The boundaries errors for `code` as if it were the file at `filePath`. */
async function boundariesErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  // A parse error or a missing rule would show here too (ruleId null), not pass as "no errors".
  return result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const fromContact = "import { SAVE_URL } from '@/features/motion-studio/motion-studio';\n";
const fromStudio = "import { openContact } from '@/features/contact';\n";

describe('lint: features are elements of their own', () => {
  // Loading the config (typescript-eslint, the resolver) is the slow part; once, before the tests.
  beforeAll(async () => {
    await eslint.calculateConfigForFile('src/app/router.tsx');
  }, 60_000);

  it('refuses the contact feature importing the motion studio', async () => {
    expect(await boundariesErrors('src/features/contact/planted.ts', fromContact)).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: .*feature="contact".* to .*feature="motion-studio"/,
      ) as string,
    ]);
  });

  it('refuses the motion studio importing the contact feature', async () => {
    expect(await boundariesErrors('src/features/motion-studio/planted.ts', fromStudio)).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: .*feature="motion-studio".* to .*feature="contact"/,
      ) as string,
    ]);
  });

  it('lets the app and the screens import any feature, and a feature import itself', async () => {
    expect(await boundariesErrors('src/app/planted.ts', fromContact + fromStudio)).toEqual([]);
    expect(await boundariesErrors('src/screens/home/planted.ts', fromStudio)).toEqual([]);
    expect(
      await boundariesErrors(
        'src/features/contact/planted.ts',
        "import { openContact } from './contact-seam';\n",
      ),
    ).toEqual([]);
  });

  it('still refuses one screen importing another', async () => {
    expect(
      await boundariesErrors(
        'src/screens/home/planted.ts',
        "import { AboutScreen } from '@/screens/about/about-screen';\n",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*screen="home"/) as string]);
  });
});

// scripts/ and tools/ reach each other only through a workspace package (`standAlone`).
const imports = new ESLint({
  cwd: fileURLToPath(new URL('.', import.meta.url)),
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The no-restricted-imports errors for `code` as if it were the file at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await imports.lintText(code, { filePath });
  if (!result) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('lint: scripts/ and tools/ never import each other by path', () => {
  const refused = expect.stringMatching(
    /^no-restricted-imports: .*scripts\/ and tools\/ never import each other/,
  ) as string;

  it('refuses a script importing a tool by path, and a tool importing a script', async () => {
    expect(
      await importErrors(
        'scripts/content/planted.mjs',
        "import { readSlot } from '../../tools/media/import.ts';\n",
      ),
    ).toEqual([refused]);
    expect(
      await importErrors(
        'tools/media/planted.ts',
        "import { isMain } from '../../scripts/lib/cli.ts';\n",
      ),
    ).toEqual([refused]);
  }, 60_000);

  it('lets both import the shared packages by name, and still refuses tests/', async () => {
    expect(
      await importErrors(
        'scripts/content/planted.mjs',
        "import { readSlot } from '@agency-site/media/import';\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'tools/media/planted.ts',
        "import { chromiumLaunchOptions } from '@agency-site/chromium';\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors('tools/media/planted.ts', "import { x } from '../../tests/support/x';\n"),
    ).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Scripts never import tests\/\.$/) as string,
    ]);
  });
});
