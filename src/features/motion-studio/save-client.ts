import type { MotionPath } from '@/motion/motion-fields';

/** The dev server's save endpoint (vite.config.ts, scripts/dev-server/motion-studio-endpoint.ts). */
export const SAVE_URL = '/__motion-studio/save';

export interface MotionChange {
  path: MotionPath;
  value: unknown;
}

export type SaveResult = { ok: true; changed: string[] } | { ok: false; error: string };

/** Writes `changes` into motion.config.ts through the dev server; never throws. */
export async function saveToSource(changes: readonly MotionChange[]): Promise<SaveResult> {
  try {
    const response = await fetch(SAVE_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ changes }),
    });
    const answer = (await response.json().catch(() => ({}))) as {
      changed?: string[];
      error?: string;
    };
    if (!response.ok) {
      return { ok: false, error: answer.error ?? `the dev server answered ${response.status}` };
    }
    return { ok: true, changed: answer.changed ?? [] };
  } catch (error) {
    return {
      ok: false,
      error: `the dev server could not be reached (${error instanceof Error ? error.message : String(error)}). Your edits are kept`,
    };
  }
}
