import type { IncomingMessage, ServerResponse } from 'node:http';

export interface OutboxOptions {
  dir?: string;
  log?: (line: string) => void;
  faults?: boolean;
  cors?: boolean;
}

export declare function checkEmailParams(params: Record<string, unknown>): string | null;

export declare function createOutbox(
  options?: OutboxOptions,
): (request: IncomingMessage, response: ServerResponse, next?: () => void) => Promise<void>;
