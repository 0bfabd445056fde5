import { afterEach, describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, readPrerenderedPage } from './router';

function prerendered(path: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify({ path, state: {} })}</script>`;
}

describe('readPrerenderedPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hydrates the page rendered for this path, with or without a trailing slash', () => {
    prerendered('/about');
    window.history.replaceState(null, '', '/about/');
    expect(readPrerenderedPage()?.path).toBe('/about');
    window.history.replaceState(null, '', '/about');
    expect(readPrerenderedPage()?.path).toBe('/about');
  });

  it('renders afresh where 404.html answers another path, or there is no prerendered page', () => {
    prerendered('/404');
    window.history.replaceState(null, '', '/nope');
    expect(readPrerenderedPage()).toBeNull();
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPrerenderedPage()).toBeNull();
  });
});
