import { GSDevTools } from 'gsap/GSDevTools';
import { gsap } from '@/motion/gsap';
import type { AnimationName } from '@/motion/studio-seam';
import { DEVTOOLS_LABEL } from './page-tools';
import {
  getStudioShown,
  getTimelineDriver,
  isScrubbable,
  subscribeStudio,
  trackedAnimation,
} from './studio-state';

gsap.registerPlugin(GSDevTools);

const DEVTOOLS_ID = 'motion-studio';

export interface DevTools {
  /** GSDevTools on the page's last `name` animation, if it can drive it. */
  attach(name: AnimationName): void;
  /** GSDevTools on the home stack while the studio holds it (`stackShown`), off it otherwise. */
  followStack(stackShown: boolean): void;
  dispose(): void;
}

/**
 * The studio's one GSDevTools bar: on one animation at a time, in a labelled landmark of its own (a
 * screen reader's list of regions finds it; axe's "region" rule wants all content in one), shown while
 * the studio is.
 */
export function createDevTools(): DevTools {
  let on: AnimationName | null = null;
  let frame = 0;
  const host = document.createElement('section');
  host.setAttribute('aria-label', DEVTOOLS_LABEL);
  host.dataset.motionStudio = 'devtools';
  document.body.append(host);
  const follow = () => {
    host.hidden = !getStudioShown();
  };
  follow();
  const stopFollowing = subscribeStudio(follow);
  const detach = () => {
    GSDevTools.getById(DEVTOOLS_ID)?.kill();
    on = null;
  };
  const attach = (name: AnimationName) => {
    detach();
    const animation = trackedAnimation(name);
    // A scroll-driven timeline belongs to the scrollbar, unless the studio holds it.
    if (!animation || !isScrubbable(animation)) return;
    GSDevTools.create({ id: DEVTOOLS_ID, animation, globalSync: false, container: host });
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
      stopFollowing();
      host.remove();
    },
  };
}
