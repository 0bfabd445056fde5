// The editor's preview pane (npm run edit): the page being edited, rendered by the site's own components
// and styles, as the editor holds it. Decap calls the template below on every change; the entry's data
// goes to the edit server (POST /admin/preview, editor-preview.ts), which serves it to the site's dev
// server in a frame here, by hot update. The pane says when a draft is not shown (the schema refuses
// it; the field says why) and when a page cannot be shown yet (a project not yet published).
//
// The template renders one element through Decap's React and fills it with plain DOM: the site runs in
// its own frame, with its own React.

/** @typedef {{ get(key: string): unknown }} ImmutableMap */
/** @typedef {{ route?: string, note?: string, refused?: string, error?: string }} Answer */

const globals =
  /** @type {{ CMS: { registerPreviewTemplate(name: string, template: unknown): void }, h: (type: string, props: Record<string, unknown>) => unknown }} */ (
    /** @type {unknown} */ (window)
  );

/** The templates' names: the Site pages' files and the Projects collection. */
const TEMPLATES = ['site', 'home', 'about', 'packages', 'portfolio', 'seo', 'projects'];
/** How long the editor is still before a draft is sent (ms): a word, not a keystroke. */
const QUIET_MS = 300;

/** The pane's one view (Decap shows one preview at a time). */
const view = {
  /** @type {HTMLElement | null} */ host: null,
  /** @type {HTMLIFrameElement | null} */ frame: null,
  /** @type {HTMLElement | null} */ status: null,
  /** @type {{ path: string | null, data: unknown } | null} */ pending: null,
  sent: '',
  /** @type {ReturnType<typeof setTimeout> | undefined} */ timer: undefined,
};

function build(/** @type {HTMLElement} */ host) {
  const document = host.ownerDocument;
  host.style.cssText =
    'position:fixed;inset:0;display:flex;flex-direction:column;background:#fff;font:14px/1.45 system-ui,sans-serif';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.setAttribute('data-testid', 'preview-status');
  status.style.cssText = 'margin:0;padding:8px 12px;color:#1e2532;background:#eef2fb';
  status.hidden = true;
  const frame = document.createElement('iframe');
  frame.title = 'Preview of the page being edited';
  frame.style.cssText = 'flex:1;width:100%;border:0';
  host.append(status, frame);
  Object.assign(view, { host, frame, status });
}

function show(/** @type {Answer} */ answer) {
  const { frame, status } = view;
  if (!frame || !status) return;
  if (answer.route) {
    const src = new URL(answer.route, location.origin).href;
    if (frame.src !== src) frame.src = src;
  } else if (frame.src) frame.removeAttribute('src');
  const words = [
    answer.error ?? '',
    answer.refused
      ? `Not shown: the preview keeps the last version the schema accepts (${answer.refused}).`
      : '',
    answer.note ?? '',
  ].filter(Boolean);
  status.textContent = words.join(' ');
  status.hidden = words.length === 0;
}

async function send() {
  const pending = view.pending;
  if (!pending || !view.frame) return;
  const body = JSON.stringify(pending);
  if (body === view.sent) return;
  view.sent = body;
  try {
    const response = await fetch('/admin/preview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    /** @type {Answer} */
    const answer = await response.json();
    // A later change was sent meanwhile: its answer is the one to show.
    if (view.sent === body) show(answer);
  } catch (error) {
    view.sent = '';
    show({ error: `The preview could not be updated: ${String(error)}` });
  }
}

/** Holds a ref to the pane's element: builds the view when it mounts. */
function attach(/** @type {HTMLElement | null} */ host) {
  if (!host) {
    Object.assign(view, { host: null, frame: null, status: null, sent: '' });
    clearTimeout(view.timer);
    return;
  }
  if (view.host === host) return;
  build(host);
  void send();
}

/** The template: Decap calls it with the entry on each change. */
function Preview(/** @type {{ entry: ImmutableMap }} */ { entry }) {
  const path = entry.get('path');
  const data = /** @type {{ toJS?: () => unknown } | undefined} */ (entry.get('data'));
  view.pending = {
    path: typeof path === 'string' && path ? path : null,
    data: data?.toJS ? data.toJS() : {},
  };
  clearTimeout(view.timer);
  // The first draft at once (the page appears), then after the editor is still.
  view.timer = setTimeout(() => void send(), view.sent ? QUIET_MS : 0);
  return globals.h('div', { ref: attach, 'data-testid': 'preview-pane' });
}

for (const name of TEMPLATES) globals.CMS.registerPreviewTemplate(name, Preview);
