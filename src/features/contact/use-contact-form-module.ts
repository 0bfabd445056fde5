import { useCallback, useEffect, useState } from 'react';
import { onReconnect } from './connection';
import type * as ContactFormExports from './contact-form';

export type ContactFormModule = typeof ContactFormExports;

let loaded: ContactFormModule | null = null;
let pending: Promise<ContactFormModule> | null = null;
/**
 * The form chunk's URL once an import of it failed. Browsers remember a failed module fetch for the
 * page's life (Chromium answers every later import() of that URL with the same failure, without asking
 * the network), so a retry asks for the chunk under a fresh query string.
 */
let failedChunk: string | null = null;
let retries = 0;

/** The module URL a failed dynamic import names (Chromium and Firefox put it in the message). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(message)?.[1] ?? null;
}

function isContactFormModule(value: unknown): value is ContactFormModule {
  return typeof value === 'object' && value !== null && 'ContactForm' in value;
}

async function importContactForm(): Promise<ContactFormModule> {
  if (!failedChunk) return import('./contact-form');
  retries += 1;
  const module: unknown = await import(/* @vite-ignore */ `${failedChunk}?retry=${retries}`);
  if (!isContactFormModule(module)) throw new Error(`${failedChunk} is not the contact form`);
  return module;
}

/** The form's code: fetched once; a failed fetch is forgotten, so the next call tries again. */
export function loadContactForm(): Promise<ContactFormModule> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= importContactForm().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = null;
      failedChunk = failedModuleUrl(error)?.split('?')[0] ?? failedChunk;
      throw error;
    },
  );
  return pending;
}

/** Runs `task` when the browser is idle (or after `timeout` ms at the latest); returns a cancel. */
function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

export interface ContactFormModuleState {
  module: ContactFormModule | null;
  /** The last attempt to fetch the form failed (offline, or a deploy removed its chunk). */
  failed: boolean;
}

/**
 * The form's code for the host: fetched at idle once the page is interactive (`preload`), so a click
 * needs no network; fetched at once when wanted (the modal open) and not there yet; fetched again when
 * the connection comes back.
 */
export function useContactFormModule({
  preload,
  wanted,
}: {
  preload: boolean;
  wanted: boolean;
}): ContactFormModuleState {
  const [state, setState] = useState<ContactFormModuleState>(() => ({
    module: loaded,
    failed: false,
  }));
  const ready = state.module !== null;

  const fetchNow = useCallback((reportFailure: boolean) => {
    let live = true;
    loadContactForm().then(
      (module) => {
        if (live) setState({ module, failed: false });
      },
      () => {
        // A failed preload stays silent: the click tries again and only then says so.
        if (live && reportFailure) setState({ module: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!preload || ready) return undefined;
    let cancelFetch: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      cancelFetch = fetchNow(false);
    });
    return () => {
      cancelIdle();
      cancelFetch?.();
    };
  }, [preload, ready, fetchNow]);

  useEffect(() => {
    if (!wanted || ready) return undefined;
    return fetchNow(true);
  }, [wanted, ready, fetchNow]);

  useEffect(() => {
    if (ready) return undefined;
    let cancelFetch: (() => void) | undefined;
    const stopListening = onReconnect(() => {
      cancelFetch?.();
      cancelFetch = fetchNow(wanted);
    });
    return () => {
      stopListening();
      cancelFetch?.();
    };
  }, [ready, wanted, fetchNow]);

  return state;
}
