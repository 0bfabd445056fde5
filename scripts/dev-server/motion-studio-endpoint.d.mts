import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { MotionField, MotionPath } from '../../src/motion/motion-fields.ts';

export const MOTION_STUDIO_SAVE_URL: '/__motion-studio/save';
/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES: number;

export interface MotionStudioEndpointOptions {
  /** The file saves rewrite: src/motion/motion.config.ts, or a copy of it (e2e). */
  configFile: string;
  fieldAt: (path: MotionPath) => MotionField | undefined;
  fieldProblem: (field: MotionField, value: unknown) => string | null;
}

export interface MotionSaveHandlerOptions extends MotionStudioEndpointOptions {
  /** How log lines name the file; `configFile` by default. */
  label?: string;
  /** One line per save. */
  log?: (line: string) => void;
  /** One line per refused request; `log` by default. */
  warn?: (line: string) => void;
}

/** POST /__motion-studio/save as a Connect middleware; every other URL goes to `next`. */
export function createMotionSaveHandler(
  options: MotionSaveHandlerOptions,
): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The dev server's save endpoint, redirecting imports of motion.config.ts to a copy (e2e). */
export function motionStudioEndpoint(options: MotionStudioEndpointOptions): Plugin;
