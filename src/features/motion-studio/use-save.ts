import { useState } from 'react';
import { readField } from '@/motion/config-path';
import type { MotionField } from '@/motion/motion-fields';
import { getBaseline, getMotion } from '@/motion/motion-store';
import type { StudioMessage } from './pane-rows';
import { saveToSource } from './save-client';
import type { OverridesState } from './use-overrides';

/**
 * Save to source: the unsaved values written into motion.config.ts through the dev server, after asking
 * when one of them differs from the spec (`confirming` lists those).
 */
export function useSave(
  pending: readonly MotionField[],
  saved: OverridesState['saved'],
  setMessage: (message: StudioMessage) => void,
) {
  const [confirming, setConfirming] = useState<MotionField[] | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (confirmed: boolean) => {
    const offSpec = pending.filter(
      (field) => field.spec !== undefined && readField(getMotion(), field.path) !== field.spec,
    );
    if (!confirmed && offSpec.length) {
      setConfirming(offSpec);
      return;
    }
    setConfirming(null);
    setSaving(true);
    const changes = pending.map((field) => ({
      path: field.path,
      value: readField(getMotion(), field.path),
    }));
    // The file's values before the save (read now: HMR may bring the saved ones before the answer).
    const before = pending.map((field) => readField(getBaseline(), field.path));
    const result = await saveToSource(changes);
    setSaving(false);
    if (!result.ok) {
      setMessage({ tone: 'error', text: `Not saved: ${result.error}.` });
      return;
    }
    // Only what was saved stops being unsaved: an edit made while the save was on its way stays.
    saved(changes, before);
    setMessage({
      tone: 'info',
      text: result.changed.length
        ? `Saved to motion.config.ts: ${result.changed.join(', ')}.`
        : 'motion.config.ts already had these values.',
    });
  };

  return { confirming, saving, save, cancel: () => setConfirming(null) };
}
