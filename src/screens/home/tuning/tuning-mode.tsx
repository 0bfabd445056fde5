import { createRoot } from 'react-dom/client';
import { GSDevTools } from 'gsap/GSDevTools';
import { gsap } from '@/motion/gsap';
import { getMotion, setMotion, setTimelineDriver } from '@/motion/tuning-store';
import { STACK_TIMELINE_ID } from '@/screens/home/sections/stacked-cards/stacked-cards.motion';
import { TuningPanel } from './tuning-panel';

gsap.registerPlugin(GSDevTools);

let started = false;

/** Development only (`?tune`): ScrollTrigger markers, GSDevTools on the stack timeline, the panel. */
export function startTuning(): void {
  if (started) return;
  started = true;
  const host = document.createElement('div');
  host.id = 'tuning-panel';
  document.body.append(host);
  // GSDevTools' bar sets no z-index: keep it above the page and the pinned cards.
  const style = document.createElement('style');
  style.textContent = '.gs-dev-tools { z-index: 1002 !important; }';
  document.head.append(style);
  createRoot(host).render(
    <TuningPanel
      initial={getMotion()}
      onChange={(next) => {
        setMotion(next);
        // The home timeline rebuilds in React's next commit; attach the tools to the new one.
        requestAnimationFrame(attachDevTools);
      }}
      onDriverChange={(driver) => {
        setTimelineDriver(driver);
        requestAnimationFrame(attachDevTools);
      }}
    />,
  );
  requestAnimationFrame(attachDevTools);
}

function attachDevTools(): void {
  GSDevTools.getById('home-tuning')?.kill();
  const timeline = gsap.getById(STACK_TIMELINE_ID);
  // A scroll-driven timeline belongs to the scrollbar; GSDevTools only drives the paused copy.
  if (!timeline || timeline.scrollTrigger) return;
  GSDevTools.create({ id: 'home-tuning', animation: timeline, globalSync: false });
}
