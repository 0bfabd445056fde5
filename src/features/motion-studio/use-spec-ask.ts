import { useCallback, useRef, useState } from 'react';
import { readField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { getMotion } from '@/motion/motion-store';

/** A value the map would set, waiting for the designer's word because the spec fixes its field. */
export interface SpecAsk {
  field: MotionField;
  value: number;
}

/**
 * Edits from the scroll map, asking first (as Save does) before one moves a spec value away from the
 * spec; once the designer has said yes for a field, its next edits apply at once until the page reloads.
 */
export function useSpecAsk(change: (field: MotionField, value: number) => void) {
  const [asking, setAsking] = useState<SpecAsk | null>(null);
  const confirmedRef = useRef(new Set<string>());

  const commit = useCallback(
    (field: MotionField, value: number) => {
      if (value === readField(getMotion(), field.path)) return;
      const offSpec = field.spec !== undefined && value !== field.spec;
      if (offSpec && !confirmedRef.current.has(pathKey(field.path))) {
        setAsking({ field, value });
        return;
      }
      change(field, value);
    },
    [change],
  );

  const confirm = useCallback(() => {
    if (!asking) return;
    confirmedRef.current.add(pathKey(asking.field.path));
    change(asking.field, asking.value);
    setAsking(null);
  }, [asking, change]);

  return { asking, commit, confirm, cancel: useCallback(() => setAsking(null), []) };
}
