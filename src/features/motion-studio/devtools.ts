import { GSDevTools } from 'gsap/GSDevTools';
import { gsap } from '@/motion/gsap';
import type { AnimationName } from '@/motion/studio-seam';
import { getTimelineDriver, isScrubbable, trackedAnimation } from './studio-state';

gsap.registerPlugin(GSDevTools);

const DEVTOOLS_ID = 'motion-studio';

export interface DevTools {
  /** GSDevTools on the page's last `name` animation, if it can drive it. */
  attach(name: AnimationName): void;
  /** GSDevTools on the home stack while the studio holds it (`stackShown`), off it otherwise. */
  followStack(stackShown: boolean): void;
  dispose(): void;
}

/** The studio's one GSDevTools bar: on one animation at a time. */
export function createDevTools(): DevTools {
  let on: AnimationName | null = null;
  let frame = 0;
  const detach = () => {
    GSDevTools.getById(DEVTOOLS_ID)?.kill();
    on = null;
  };
  const attach = (name: AnimationName) => {
    detach();
    const animation = trackedAnimation(name);
    // A scroll-driven timeline belongs to the scrollbar, unless the studio holds it.
    if (!animation || !isScrubbable(animation)) return;
    GSDevTools.create({ id: DEVTOOLS_ID, animation, globalSync: false });
    on = name;
  };
  return {
    attach,
    followStack(stackShown) {
      cancelAnimationFrame(frame);
      // After the frame in which a tuned value rebuilds the stack.
      frame = requestAnimationFrame(() => {
        if (stackShown && getTimelineDriver() === 'devtools') attach('stack');
        else if (on === 'stack') detach();
      });
    },
    dispose() {
      cancelAnimationFrame(frame);
      detach();
    },
  };
}
