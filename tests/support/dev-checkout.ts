// The e2e suite's dev server, in a scratch checkout of the project: the motion studio's "Save to source"
// rewrites that checkout's own src/motion/motion.config.ts, the file its dev server imports, exactly as
// it rewrites a designer's. A save that restarts the server or reloads the page fails the tests there,
// and the working tree is never edited.
//
//   node tests/support/dev-checkout.ts <dir> [vite arguments...]
//
// <dir> is emptied and filled with the files git would commit (node_modules linked), then Vite runs in
// it with the arguments given, until this process is stopped. Vite serves files under its root only, and
// the linked node_modules (the web fonts, say) resolve to the project's: a config beside the project's
// own adds that folder to the allowed ones and changes nothing else.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { copyCheckout, PROJECT } from '../../scripts/lib/checkout-copy.ts';

const [dirArgument, ...viteArguments] = process.argv.slice(2);
if (!dirArgument) {
  console.error('usage: node tests/support/dev-checkout.ts <dir> [vite arguments...]');
  process.exit(2);
}
const dir = resolve(dirArgument);
rmSync(dir, { recursive: true, force: true });
copyCheckout(dir);
const CONFIG = 'vite.dev-checkout.config.ts';
writeFileAtomic.sync(
  join(dir, CONFIG),
  [
    "import { defineConfig, mergeConfig, searchForWorkspaceRoot } from 'vite';",
    "import project from './vite.config.ts';",
    '',
    'export default defineConfig((env) =>',
    '  mergeConfig(project(env), {',
    `    server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), ${JSON.stringify(join(PROJECT, 'node_modules'))}] } },`,
    '  }),',
    ');',
    '',
  ].join('\n'),
);

const vite = spawn(
  process.execPath,
  [join(PROJECT, 'node_modules', 'vite', 'bin', 'vite.js'), '--config', CONFIG, ...viteArguments],
  { cwd: dir, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => vite.kill(signal));
}
vite.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
