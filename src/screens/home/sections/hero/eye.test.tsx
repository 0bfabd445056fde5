import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollEngineContext } from '@/motion/scroll-engine-context';
import { fakeScrollEngine } from '@/motion/fake-scroll-engine';
import { Eye } from './eye';
import { HERO_ART_SETTLED } from './hero.motion';
import { pupilOffset } from './pupil-offset';

vi.mock('./pupil-offset', () => ({ pupilOffset: vi.fn(() => ({ x: 0, y: 0 })) }));

/** The pupil's box as the page lays it out: 40 px square, its top-left corner at (`left`, `top`). */
function placePupil(pupil: HTMLElement, left: number, top: number) {
  vi.spyOn(pupil, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: left, y: top, width: 40, height: 40 }),
  );
}

function move(x: number, y: number) {
  act(() => {
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: x, clientY: y }));
  });
}

describe('the eye', () => {
  afterEach(() => {
    vi.mocked(pupilOffset).mockClear();
  });

  it('aims from where the pupil rests once the art has settled, not from where it was mid-entrance', () => {
    const { getByTestId, container } = render(
      <ScrollEngineContext.Provider value={fakeScrollEngine()}>
        <div data-hero-art>
          <Eye />
        </div>
      </ScrollEngineContext.Provider>,
    );
    const pupil = getByTestId('eye-pupil');
    // Mid-entrance the art is still scaled down: the pupil is a little off its final place.
    placePupil(pupil, 96, 96);
    move(10, 20);
    expect(vi.mocked(pupilOffset)).toHaveBeenLastCalledWith(
      { x: 10, y: 20 },
      { x: 116, y: 116 },
      expect.any(Number),
      expect.any(Number),
    );
    // The entrance ends with the art at full size: the pupil aims again, at the same pointer, from
    // its real rest point.
    placePupil(pupil, 100, 100);
    act(() => {
      container.querySelector('[data-hero-art]')?.dispatchEvent(new Event(HERO_ART_SETTLED));
    });
    expect(vi.mocked(pupilOffset)).toHaveBeenLastCalledWith(
      { x: 10, y: 20 },
      { x: 120, y: 120 },
      expect.any(Number),
      expect.any(Number),
    );
    // And keeps that rest point for the moves after.
    move(30, 40);
    expect(vi.mocked(pupilOffset)).toHaveBeenLastCalledWith(
      { x: 30, y: 40 },
      { x: 120, y: 120 },
      expect.any(Number),
      expect.any(Number),
    );
  });

  it('does nothing when the art settles before any pointer has moved', () => {
    const { container } = render(
      <ScrollEngineContext.Provider value={fakeScrollEngine()}>
        <div data-hero-art>
          <Eye />
        </div>
      </ScrollEngineContext.Provider>,
    );
    act(() => {
      container.querySelector('[data-hero-art]')?.dispatchEvent(new Event(HERO_ART_SETTLED));
    });
    expect(vi.mocked(pupilOffset)).not.toHaveBeenCalled();
  });
});
