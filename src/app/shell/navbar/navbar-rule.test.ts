import { initialNavbarState, nextNavbarState, type NavbarState } from './navbar-rule';

const at = (hidden: boolean, bordered: boolean, plain: boolean): NavbarState => ({
  hidden,
  bordered,
  plain,
});

describe('nextNavbarState (spec: hide past 10 px when scrolling down, plain below 100 px)', () => {
  it('starts shown, without border, on a plain background', () => {
    expect(initialNavbarState).toEqual(at(false, false, true));
  });

  it('stays shown when scrolling down to exactly 10 px', () => {
    expect(nextNavbarState(initialNavbarState, 10, 0)).toEqual(at(false, false, true));
  });

  it('hides and adds the bottom border once scrolling down past 10 px', () => {
    expect(nextNavbarState(initialNavbarState, 11, 10)).toEqual(at(true, true, true));
  });

  it('does not hide when the position is past 10 px but not greater than the previous one', () => {
    expect(nextNavbarState(initialNavbarState, 50, 50)).toEqual(at(false, false, true));
  });

  it('shows again when scrolling up, keeping the border while away from the top', () => {
    const hidden = at(true, true, false);
    expect(nextNavbarState(hidden, 400, 500)).toEqual(at(false, true, false));
  });

  it('drops the border back at the top', () => {
    expect(nextNavbarState(at(false, true, true), 5, 40)).toEqual(at(false, false, true));
  });

  it('has a plain background below 100 px and a filled one from 100 px on', () => {
    expect(nextNavbarState(initialNavbarState, 99, 98).plain).toBe(true);
    expect(nextNavbarState(initialNavbarState, 100, 99).plain).toBe(false);
    expect(nextNavbarState(at(true, true, false), 99, 200)).toEqual(at(false, true, true));
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const state = at(true, true, false);
    expect(nextNavbarState(state, 700, 600)).toBe(state);
  });
});
