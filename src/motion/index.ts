export { motion, type MotionConfig } from './motion.config';
export { gsap, ScrollTrigger, useGSAP } from './gsap';
export { ScrollEngineProvider } from './scroll-engine-provider';
export { useScrollEngine, type ScrollEngineApi } from './scroll-engine-context';
export { useLockScroll } from './use-lock-scroll';
export { useFrame } from './use-frame';
export {
  useMediaQuery,
  usePrefersReducedMotion,
  REDUCED_MOTION_QUERY,
  COARSE_POINTER_QUERY,
} from './use-media-query';
export { ShellStateContext, useShellState } from './shell-state';
export {
  initialLoaderState,
  isLoaderShown,
  loaderReducer,
  type LoaderPhase,
  type LoaderState,
} from './loader-machine';
export {
  getMotion,
  getTimelineDriver,
  isTuning,
  setMotion,
  setTimelineDriver,
  useMotion,
  useTimelineDriver,
  type TimelineDriver,
} from './tuning-store';
export { useReveal } from './use-reveal';
export { useRotation, type Rotation } from './use-rotation';
export { useInView, usePageVisible } from './use-visibility';
