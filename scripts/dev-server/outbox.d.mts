import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export interface OutboxIds {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface OutboxOptions {
  dir?: string;
  log?: (line: string) => void;
  faults?: boolean;
  allowedOrigins?: 'same-origin' | string[];
  ids?: OutboxIds;
}

export declare const CROSS_SITE_REFUSAL: string;
export declare const LOCAL_OUTBOX_IDS: OutboxIds;

export declare function checkEmailParams(
  params: Record<string, unknown>,
  ids?: OutboxIds,
): string | null;

export declare function createOutbox(
  options?: OutboxOptions,
): (request: IncomingMessage, response: ServerResponse, next?: () => void) => Promise<void>;

export declare function localOutbox(ids: OutboxIds | undefined, options?: { dir?: string }): Plugin;
