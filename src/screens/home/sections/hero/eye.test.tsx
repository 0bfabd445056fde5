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

/** The eye in its art, as the hero renders it; `settle` ends the art's entrance. */
function renderEye() {
  const { getByTestId, container } = render(
    <ScrollEngineContext.Provider value={fakeScrollEngine()}>
      <div data-hero-art>
        <Eye />
      </div>
    </ScrollEngineContext.Provider>,
  );
  return {
    pupil: getByTestId('eye-pupil'),
    settle: () =>
      act(() => {
        container.querySelector('[data-hero-art]')?.dispatchEvent(new Event(HERO_ART_SETTLED));
      }),
  };
}

/** The pupil's last aim: at `pointer`, from the rest point `centre`. */
function expectLastAim(pointer: { x: number; y: number }, centre: { x: number; y: number }) {
  expect(vi.mocked(pupilOffset)).toHaveBeenLastCalledWith(
    pointer,
    centre,
    expect.any(Number),
    expect.any(Number),
  );
}

describe('the eye', () => {
  afterEach(() => {
    vi.mocked(pupilOffset).mockClear();
  });

  it('aims from where the pupil rests once the art has settled, not from where it was mid-entrance', () => {
    const { pupil, settle } = renderEye();
    // Mid-entrance the art is still scaled down: the pupil is a little off its final place.
    placePupil(pupil, 96, 96);
    move(10, 20);
    expectLastAim({ x: 10, y: 20 }, { x: 116, y: 116 });
    // The entrance ends with the art at full size: the pupil aims again, at the same pointer, from
    // its real rest point.
    placePupil(pupil, 100, 100);
    settle();
    expectLastAim({ x: 10, y: 20 }, { x: 120, y: 120 });
    // And keeps that rest point for the moves after.
    move(30, 40);
    expectLastAim({ x: 30, y: 40 }, { x: 120, y: 120 });
  });

  it('does nothing when the art settles before any pointer has moved', () => {
    renderEye().settle();
    expect(vi.mocked(pupilOffset)).not.toHaveBeenCalled();
  });
});
