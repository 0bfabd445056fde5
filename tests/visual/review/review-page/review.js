// The review page (served by tests/visual/review/review.ts): every shot the last runs found different, its
// baseline, what the run took and the difference, and Approve. Plain DOM, nothing loaded from elsewhere.

/**
 * @typedef {object} Sibling
 * @property {string} browser
 * @property {string} id
 * @property {'differs' | 'matches' | 'none'} state
 */
/**
 * @typedef {object} Shot
 * @property {string} id
 * @property {string} suite
 * @property {string} browser
 * @property {string} name
 * @property {string} baseline
 * @property {boolean} hasBaseline
 * @property {boolean} hasDiff
 * @property {number | null} pixels
 * @property {number | null} tolerance
 * @property {string | null} title
 * @property {string | null} message
 * @property {Sibling[]} siblings
 */
/** @typedef {{ runs: Record<string, string>, shots: Shot[] }} State */

const SUITE_NAMES = /** @type {Record<string, string>} */ ({
  visual: 'Playwright visual suite',
  browsers: 'cross-browser suite',
});
/** @type {Array<[string, string]>} */
const VIEWS = [
  ['side', 'Side by side'],
  ['slide', 'Slider'],
  ['overlay', 'Overlay'],
  ['diff', 'Diff'],
];

/** Each shot's chosen view and slider positions, kept across a refresh of the list. */
/** @type {Map<string, { view: string, slide: number, overlay: number }>} */
const choices = new Map();

/** The element with `id`, which the page's HTML has. */
function byId(/** @type {string} */ id) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`the review page has no #${id}`);
  return element;
}

/**
 * An element with attributes and children.
 * @param {string} tag
 * @param {Record<string, string | boolean | number>} [attributes]
 * @param {Array<Node | string | null>} [children]
 */
function el(tag, attributes = {}, children = []) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

/** A DOM id from a shot id. */
const anchor = (/** @type {string} */ id) => `shot-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
const image = (/** @type {string} */ kind, /** @type {string} */ id) =>
  `/image/${kind}/${id.split('/').map(encodeURIComponent).join('/')}.png`;

function figure(
  /** @type {string} */ src,
  /** @type {string} */ caption,
  /** @type {string} */ alt,
) {
  return el('figure', {}, [
    el('img', { src, alt, loading: 'lazy' }),
    el('figcaption', {}, [caption]),
  ]);
}

/** The comparison of one shot in the view chosen for it. */
function comparison(/** @type {Shot} */ shot) {
  const choice = choices.get(shot.id) ?? {
    view: shot.hasBaseline ? 'side' : 'actual',
    slide: 50,
    overlay: 50,
  };
  choices.set(shot.id, choice);
  const expected = image('expected', shot.id);
  const actual = image('actual', shot.id);
  if (!shot.hasBaseline) {
    return el('div', { class: 'views' }, [
      el('p', {}, ['No baseline yet: this is what the run took.']),
      figure(actual, 'Actual', `${shot.id}, as the last run took it`),
    ]);
  }
  const box = el('div', { class: 'views' });
  const group = el('fieldset', { class: 'view-choice' }, [el('legend', {}, ['View'])]);
  const stage = el('div', { class: 'stage' });
  for (const [value, label] of VIEWS) {
    if (value === 'diff' && !shot.hasDiff) continue;
    const input = el('input', {
      type: 'radio',
      name: `view-${anchor(shot.id)}`,
      value,
      checked: choice.view === value,
    });
    input.addEventListener('change', () => {
      choice.view = value;
      draw();
    });
    group.append(el('label', {}, [input, ` ${label}`]));
  }
  const draw = () => {
    stage.replaceChildren();
    if (choice.view === 'slide' || choice.view === 'overlay') {
      const sliding = choice.view === 'slide';
      const over = /** @type {HTMLImageElement} */ (
        el('img', { src: actual, alt: `${shot.id}, as the last run took it`, class: 'over' })
      );
      const divider = el('div', { class: 'divider', 'aria-hidden': 'true' });
      const place = () => {
        if (sliding) {
          over.style.clipPath = `inset(0 0 0 ${choice.slide}%)`;
          divider.style.left = `${choice.slide}%`;
        } else over.style.opacity = String(choice.overlay / 100);
      };
      const range = /** @type {HTMLInputElement} */ (
        el('input', {
          type: 'range',
          min: 0,
          max: 100,
          value: sliding ? choice.slide : choice.overlay,
          'aria-label': sliding
            ? `Slider: the baseline to the left, what the run took to the right of ${shot.id}`
            : `How much of what the run took shows over the baseline of ${shot.id}`,
        })
      );
      range.addEventListener('input', () => {
        if (sliding) choice.slide = Number(range.value);
        else choice.overlay = Number(range.value);
        place();
      });
      place();
      stage.append(
        el('p', { class: 'muted' }, [
          sliding
            ? 'Left of the line: the baseline. Right of it: what the run took.'
            : 'What the run took, over the baseline, as opaque as the slider says.',
        ]),
        range,
        el('div', { class: 'stack' }, [
          el('img', { src: expected, alt: `${shot.id}, its baseline` }),
          over,
          sliding ? divider : null,
        ]),
      );
    } else if (choice.view === 'diff') {
      stage.append(
        figure(
          image('diff', shot.id),
          'Diff: the differing pixels in red',
          `${shot.id}, the differing pixels`,
        ),
      );
    } else {
      stage.append(
        el('div', { class: 'pair' }, [
          figure(expected, 'Expected: the baseline', `${shot.id}, its baseline`),
          figure(actual, 'Actual: what the last run took', `${shot.id}, as the last run took it`),
        ]),
      );
    }
  };
  draw();
  box.append(group, stage);
  return box;
}

/** The same shot in the suite's other browsers. */
function siblings(/** @type {Shot} */ shot) {
  if (shot.siblings.length === 0) return null;
  const items = shot.siblings.map((sibling) => {
    if (sibling.state === 'none') {
      return el('li', {}, [el('p', {}, [`${sibling.browser}: no such shot`])]);
    }
    const differs = sibling.state === 'differs';
    const src = differs ? image('actual', sibling.id) : image('baseline', sibling.id);
    return el('li', {}, [
      el('img', {
        src,
        alt: `${sibling.id}, ${differs ? 'as its last run took it' : 'its baseline'}`,
        loading: 'lazy',
      }),
      el('p', {}, [
        `${sibling.browser}: `,
        differs
          ? el('a', { href: `#${anchor(sibling.id)}` }, ['differs too'])
          : 'matches its baseline',
      ]),
    ]);
  });
  return el('section', { class: 'siblings', 'aria-label': `${shot.id} in the other browsers` }, [
    el('h3', {}, ['In the other browsers']),
    el('ul', {}, items),
  ]);
}

function count(/** @type {Shot} */ shot) {
  if (!shot.hasBaseline) return 'No baseline yet.';
  if (shot.pixels === null) return 'Its size differs from the baseline’s.';
  return `${shot.pixels.toLocaleString('en')} pixels differ; ${(shot.tolerance ?? 0).toLocaleString('en')} allowed.`;
}

function article(/** @type {Shot} */ shot) {
  const headingId = `${anchor(shot.id)}-title`;
  const approve = el(
    'button',
    { type: 'button', class: 'approve', 'aria-label': `Approve ${shot.id}` },
    ['Approve'],
  );
  approve.addEventListener('click', () => approveShots([shot.id], shot.id));
  return el('article', { id: anchor(shot.id), 'aria-labelledby': headingId }, [
    el('h2', { id: headingId, tabindex: -1 }, [shot.id]),
    el('dl', {}, [
      el('dt', {}, ['Pixels']),
      el('dd', {}, [count(shot)]),
      el('dt', {}, ['Test']),
      el('dd', {}, [shot.title ?? 'unknown']),
      el('dt', {}, ['Baseline']),
      el('dd', {}, [el('code', {}, [shot.baseline])]),
    ]),
    shot.message ? el('pre', { class: 'message' }, [shot.message]) : null,
    el('p', { class: 'actions' }, [
      approve,
      el('span', { class: 'muted' }, [
        ' writes what the run took over the baseline (as ',
        el('code', {}, [`npm run visual:accept -- ${shot.id}`]),
        ').',
      ]),
    ]),
    comparison(shot),
    siblings(shot),
  ]);
}

/** @type {State | null} */
let state = null;

function render(/** @type {State} */ next) {
  state = next;
  const { shots, runs } = next;
  byId('summary').textContent =
    shots.length === 0
      ? 'Every shot of the last runs matches its baseline.'
      : `${shots.length} shot${shots.length === 1 ? '' : 's'} of the last runs differ${shots.length === 1 ? 's' : ''} from ${shots.length === 1 ? 'its baseline' : 'their baselines'}.`;
  const ran = Object.entries(runs).map(
    ([suite, started]) =>
      `${SUITE_NAMES[suite] ?? suite}: ${new Date(started).toLocaleString('en-GB')}`,
  );
  byId('runs').textContent =
    ran.length > 0 ? `Last runs: ${ran.join('; ')}.` : 'No suite has run here yet.';
  const groups = new Map();
  for (const shot of shots) {
    const key = `${shot.suite}/${shot.browser}`;
    groups.set(key, [...(groups.get(key) ?? []), shot]);
  }
  const bulk = byId('bulk');
  bulk.replaceChildren();
  for (const [key, group] of groups) {
    const button = el('button', { type: 'button' }, [
      group.length === 1 ? `Approve the 1 shot of ${key}` : `Approve all ${group.length} of ${key}`,
    ]);
    button.addEventListener('click', () =>
      approveShots(
        group.map((/** @type {Shot} */ shot) => shot.id),
        null,
        key,
      ),
    );
    bulk.append(button);
  }
  byId('index').replaceChildren(
    el('h2', {}, ['Shots']),
    el(
      'ul',
      {},
      shots.map((shot) => el('li', {}, [el('a', { href: `#${anchor(shot.id)}` }, [shot.id])])),
    ),
  );
  byId('shots').replaceChildren(...shots.map(article));
}

/**
 * Approves shots through the server (the same as `npm run visual:accept`), then shows what is left and
 * moves focus to the next shot (or the title).
 * @param {string[]} ids
 * @param {string | null} one  the shot approved, when one
 * @param {string} [group]
 */
async function approveShots(ids, one, group) {
  const status = byId('status');
  const before = state?.shots.map((shot) => shot.id) ?? [];
  const next = before[before.indexOf(one ?? ids[0] ?? '') + ids.length] ?? null;
  status.textContent = `Approving ${group ? `all of ${group}` : one}…`;
  try {
    const response = await fetch('/api/approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error ?? `the server answered ${response.status}`);
    render(answer);
    status.textContent = `Approved ${group ? `all ${ids.length} of ${group}` : one}: ${answer.baselines.length === 1 ? 'its baseline' : 'their baselines'} rewritten (${answer.baselines.join(', ')}).`;
    const target = next ? document.getElementById(`${anchor(next)}-title`) : null;
    (target ?? byId('title')).focus();
  } catch (error) {
    status.textContent = `Could not approve: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function load() {
  try {
    const response = await fetch('/api/shots');
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    render(await response.json());
  } catch (error) {
    byId('summary').textContent =
      `Could not read the last runs: ${error instanceof Error ? error.message : String(error)}`;
  }
}

void load();
