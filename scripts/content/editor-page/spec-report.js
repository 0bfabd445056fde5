// The editor's spec report (npm run edit): where the content departs from the product specification,
// for information, in a folded panel at the foot of the page. It asks the edit server again every few
// seconds, so a Publish shows at once what it changed. Nothing here stops a save.
const panel = document.createElement('aside');
panel.id = 'spec-report';
panel.setAttribute('aria-label', 'Spec report');
const details = document.createElement('details');
const summary = document.createElement('summary');
const about = document.createElement('p');
about.innerHTML =
  'The content is the agency’s. These are the places where it says something other than the product specification (../shared/SPEC.md): for whoever keeps the spec, never an error. <code>npm run check:spec</code> prints the same list.';
const list = document.createElement('ul');
details.append(summary, about, list);
panel.append(details);
const style = document.createElement('style');
style.textContent = `
#spec-report { position: fixed; left: 12px; bottom: 12px; z-index: 1000; max-width: min(640px, calc(100vw - 24px));
  font: 14px/1.45 system-ui, sans-serif; color: #1e2532; background: #fff; border: 1px solid #c6cbd4;
  border-radius: 6px; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); }
#spec-report summary { cursor: pointer; padding: 8px 12px; font-weight: 600; }
#spec-report p, #spec-report ul { margin: 0 12px 8px; max-height: 40vh; overflow: auto; }
#spec-report li { margin: 4px 0; }
#spec-report[data-state='departs'] { border-left: 4px solid #1d5fc1; }
`;
document.head.append(style);
document.body.append(panel);

/** @typedef {{ file: string, field: string, section: string, says: string, is: string }} Departure */
/** @typedef {{ file: string, field: string, rule: string }} Warning */

async function refresh() {
  try {
    const response = await fetch('spec-report.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    const { departures, warnings } =
      /** @type {{ departures: Departure[], warnings: Warning[] }} */ (await response.json());
    panel.dataset.state = departures.length || warnings.length ? 'departs' : 'matches';
    const departs = departures.length
      ? `the content departs from the spec in ${departures.length} place${departures.length === 1 ? '' : 's'} (information)`
      : 'the content matches the spec';
    const stale = warnings.length
      ? `; ${warnings.length} text${warnings.length === 1 ? '' : 's'} may have gone stale`
      : '';
    summary.textContent = `Spec report: ${departs}${stale}`;
    const item = (/** @type {string} */ text) => {
      const line = document.createElement('li');
      line.textContent = text;
      return line;
    };
    list.replaceChildren(
      ...departures.map(({ file, field, section, says, is }) =>
        item(`${file}: ${field}: the spec says ${says} (${section}); it is ${is}`),
      ),
      ...warnings.map(({ file, field, rule }) => item(`May be stale: ${file}: ${field}: ${rule}`)),
    );
  } catch {
    panel.dataset.state = 'unknown';
    summary.textContent = 'Spec report: not available (is npm run edit still running?)';
  }
}
void refresh();
setInterval(() => void refresh(), 3000);
