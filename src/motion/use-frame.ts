import { useEffect, useRef } from 'react';
import { onFrame, type FrameCallback } from './engine';

/** Calls `callback` on every frame of the shared GSAP ticker while `enabled`. */
export function useFrame(callback: FrameCallback, enabled = true): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return onFrame((time, delta) => latest.current(time, delta));
  }, [enabled]);
}
