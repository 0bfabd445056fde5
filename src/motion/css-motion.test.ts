import { motion } from './motion.config';
import { cssMotion, cssMotionPer } from './css-motion';
import { setMotion } from './motion-store';

afterEach(() => {
  setMotion(motion);
  vi.unstubAllEnvs();
});

describe('cssMotion', () => {
  it('in production is the literal value, as the CSS had it before', () => {
    vi.stubEnv('DEV', false);
    expect(cssMotion('hoverMs', 'ms')).toBe('200ms');
    expect(cssMotion('hoverMs', 'ms', 2)).toBe('400ms');
    expect(cssMotion('cursor.sizePx', 'px', -0.5)).toBe('-7px');
    expect(cssMotion('cssEase.state')).toBe('cubic-bezier(0.65, 0, 0.35, 1)');
    expect(cssMotionPer('spinner.speed', 's')).toBe('1s');
  });

  it('in development is a custom property the studio sets live, with the value as fallback', () => {
    expect(cssMotion('hoverMs', 'ms')).toBe('calc(var(--motion-hoverMs, 200) * 1ms)');
    expect(cssMotion('cssEase.state')).toBe(
      'var(--motion-cssEase-state, cubic-bezier(0.65, 0, 0.35, 1))',
    );
    expect(cssMotionPer('spinner.speed', 's')).toBe('calc(1s / var(--motion-spinner-speed, 1))');
    setMotion({ ...motion, hoverMs: 450, spinner: { ...motion.spinner, speed: 2 } });
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--motion-hoverMs')).toBe('450');
    expect(root.getPropertyValue('--motion-spinner-speed')).toBe('2');
    expect(root.getPropertyValue('--motion-cssEase-state')).toBe('cubic-bezier(0.65, 0, 0.35, 1)');
  });
});
