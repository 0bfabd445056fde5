import { vi } from 'vitest';
import { cssEase } from './css-ease';
import { easesReadyWhen } from './custom-eases';
import { gsap } from './gsap';

const drawn = 'M0,0 C0.9,0 1,0.1 1,1';

describe('GSAP reading a drawn ease', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over when CustomEase cannot load: tweens take GSAP’s default ease, CSS runs linearly', async () => {
    const ready = vi.fn();
    // The code's own promise, settled once `ready` has run.
    await easesReadyWhen(Promise.reject(new Error('chunk failed')))(ready);
    expect(ready).toHaveBeenCalledTimes(1);
    // GSAP reads no ease from the path, and a tween falls back to its default ease.
    expect(gsap.parseEase(drawn)).toBeUndefined();
    expect(cssEase(drawn)).toBe(cssEase('none'));
  });

  it('plays the curve itself once CustomEase has arrived', async () => {
    const ready = vi.fn();
    await easesReadyWhen(import('./custom-ease-plugin'))(ready);
    expect(ready).toHaveBeenCalledTimes(1);
    const ease = gsap.parseEase(drawn);
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    // A slow start: barely moved at half time.
    expect(ease(0.5)).toBeLessThan(0.1);
  });
});
