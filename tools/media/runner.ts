// The one runner of the drawing scripts (make-art, make-covers, make-screens, make-media,
// make-share-images): it picks the images the command line names, draws each master, keeps a copy where
// asked, cuts the master into the served variants (variants.ts, sizes from media-plan.ts) or writes
// the script's own files (videos, share cards, icons), whole (write-file-atomic), and lists them all.
//
//   node tools/media/<script>.ts [name…] [--masters <dir>] [--masters-only]
//
//   name…            only these images (`hero`, `card-satellite`, `tirthdom-2`…) or groups (make-media:
//                    `team`, `videos`; make-share-images: `share`, `icons`); all when none is named
//   --masters <dir>  also writes each master PNG into <dir>, to look at it whole
//   --masters-only   draws the masters and writes nothing else (no variants, videos, cards or icons)
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { readImported, IMPORTED_FILE } from './imported.ts';
import { writeVariants } from './variants.ts';

import type { ImagePlan } from './media-plan.ts';

export interface MediaFlags {
  /** The images or groups named on the command line; empty: all of them. */
  names: string[];
  /** `--masters <dir>`: where copies of the masters go. */
  mastersDir: string | undefined;
  /** `--masters-only`: the masters and nothing else. */
  mastersOnly: boolean;
}

/**
 * One image of a script: its name (the files' prefix), the group it belongs to, its plan (folder, crops,
 * master size) and how to draw its master PNG. A job with `make` instead does its own writing (a video),
 * through the runner it is given; `keeps` names what it makes as an import would record it
 * (`src/assets/about/mission`), so that an imported clip is kept.
 */
export type MediaJob = { name: string; group?: string } & (
  | { plan: ImagePlan; draw: () => Promise<Buffer> }
  | { make: (runner: MediaRunner) => Promise<void>; keeps?: string }
);

/**
 * What a job that does its own writing may use.
 */
export interface MediaRunner {
  flags: MediaFlags;
  /** A copy into --masters, if given. */
  keepMaster: (png: Buffer, name: string) => Promise<void>;
  /** The copy, then the variants of the plan. */
  writeMaster: (png: Buffer, name: string, plan: ImagePlan) => Promise<void>;
  /** One file, whole. */
  writeFile: (file: string, bytes: Buffer | string) => Promise<void>;
}

/**
 * The flags of the command line (see the top of this file).
 */
export function mediaFlags(argv: readonly string[] = process.argv.slice(2)): MediaFlags {
  const mastersAt = argv.indexOf('--masters');
  return {
    names: argv.filter(
      (arg, index) => !arg.startsWith('--') && (mastersAt < 0 || index !== mastersAt + 1),
    ),
    mastersDir: mastersAt >= 0 ? argv[mastersAt + 1] : undefined,
    mastersOnly: argv.includes('--masters-only'),
  };
}

/**
 * Runs the jobs the command line names, one after the other, then `finish` (closing a browser) even
 * when one fails; prints each written file with its size. An image imported from a photo (npm run
 * media:import, recorded in src/assets/imported.json) is kept, never drawn over.
 */
export async function runMedia(
  jobs: readonly MediaJob[],
  {
    finish,
    flags = mediaFlags(),
    imported,
  }: {
    finish?: () => Promise<void>;
    flags?: MediaFlags;
    imported?: Awaited<ReturnType<typeof readImported>>;
  } = {},
) {
  const photos = imported ?? (await readImported());
  const written: string[] = [];
  const runner: MediaRunner = {
    flags,
    async keepMaster(png, name) {
      if (!flags.mastersDir) return;
      await mkdir(flags.mastersDir, { recursive: true });
      await writeFileAtomic(join(flags.mastersDir, `${name}.png`), png);
    },
    async writeMaster(png, name, plan) {
      await runner.keepMaster(png, name);
      if (flags.mastersOnly) return;
      // A video's poster imported on its own is kept too, when the video is drawn again.
      if (photos[`${plan.dir}/${name}`]) {
        console.info(`kept ${plan.dir}/${name}: imported (npm run media:import)`);
        return;
      }

      await mkdir(plan.dir, { recursive: true });
      written.push(...(await writeVariants(png, { dir: plan.dir, name, crops: plan.crops })));
    },
    async writeFile(file, bytes) {
      if (flags.mastersOnly) return;
      await mkdir(dirname(file), { recursive: true });
      await writeFileAtomic(file, bytes);
      written.push(file);
    },
  };

  const wanted = (job: MediaJob) =>
    flags.names.length === 0 ||
    flags.names.includes(job.name) ||
    (job.group !== undefined && flags.names.includes(job.group));
  try {
    for (const job of jobs.filter(wanted)) {
      const key = 'plan' in job ? `${job.plan.dir}/${job.name}` : job.keeps;
      const photo = key === undefined ? undefined : photos[key];
      if (photo) {
        console.info(
          `kept ${key}: imported from ${photo.source} (npm run media:import); remove its entry in ${IMPORTED_FILE} to draw it again`,
        );
        continue;
      }
      if ('make' in job) await job.make(runner);
      else await runner.writeMaster(await job.draw(), job.name, job.plan);
    }
  } finally {
    await finish?.();
  }
  for (const file of written)
    console.info(`${String((await stat(file)).size).padStart(8)}  ${file}`);
}
