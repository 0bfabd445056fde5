import { useState } from 'react';
import { readField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';
import { tuningLink } from './overrides';
import type { StudioMessage } from './pane-rows';

export type Copied = 'link' | 'snippet' | null;

/**
 * Copy link (a `?tune=…` link to this page with the unsaved values) and Copy as TypeScript (the
 * snippet); `copied` says which was copied last, until `setCopied(null)` after an edit.
 */
export function useCopy(
  pending: readonly MotionField[],
  pathname: string,
  snippet: string,
  setMessage: (message: StudioMessage) => void,
) {
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async (what: 'link' | 'snippet') => {
    const text =
      what === 'link'
        ? tuningLink(
            window.location.origin,
            pathname,
            Object.fromEntries(
              pending.map((field) => [
                pathKey(field.path),
                readField(getMotion(), field.path) ?? '',
              ]),
            ),
          )
        : snippet;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch {
      setMessage({ tone: 'error', text: `The clipboard refused; copy it from here: ${text}` });
    }
  };
  return { copied, setCopied, copy };
}
