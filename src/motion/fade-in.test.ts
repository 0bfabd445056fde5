import { vi } from 'vitest';
import { fadeIn } from './fade-in';

describe('fadeIn', () => {
  it('starts the element at opacity 0 and reads no computed style doing so', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const read = vi.spyOn(window, 'getComputedStyle');
    const { tween } = fadeIn(element, { duration: 0.4, ease: 'power2.out' });
    tween.progress(0.5);
    expect(read).not.toHaveBeenCalled();
    expect(Number(element.style.opacity)).toBeGreaterThan(0.5);
    expect(Number(element.style.opacity)).toBeLessThan(1);
    read.mockRestore();
    tween.kill();
  });

  it('gives the element back its own opacity at the end, or when it is reverted mid-way', () => {
    const element = document.createElement('div');
    const ended = fadeIn(element, { duration: 0.4, ease: 'none' });
    expect(element.style.opacity).toBe('0');
    ended.tween.progress(1);
    expect(element.style.opacity).toBe('');

    const interrupted = fadeIn(element, { duration: 0.4, ease: 'none' });
    interrupted.tween.progress(0.3);
    interrupted.tween.kill();
    interrupted.restore();
    expect(element.style.opacity).toBe('');
  });
});
