/**
 * API reference pages: load deep schema levels when opened, and turn `oneOf`/`anyOf` branches and
 * media types into a selector. Loaded only by API pages; the server-rendered page works without it
 * (every branch shows under its title, a deep level links to its fragment).
 * Built by scripts/build-runtime.mjs into lib/runtime/api-reference.js.
 */
import { uiText } from './ui-text.js';

const fragments = new Map<string, Promise<string>>();

/** A schema fragment's HTML (once per URL and page; the HTTP cache serves other pages). */
function fetchFragment(url: string): Promise<string> {
  let p = fragments.get(url);
  if (!p) {
    p = fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} for ${url}`))));
    p.catch(() => fragments.delete(url));
    fragments.set(url, p);
  }
  return p;
}

/** Fill a lazy level (`details[data-sx-schema]`) with its fragment, then enhance what arrived. */
async function fill(d: HTMLDetailsElement): Promise<void> {
  const url = d.dataset['sxSchema'];
  if (!url || d.hasAttribute('data-sx-loading')) return;
  d.setAttribute('data-sx-loading', '');
  d.setAttribute('aria-busy', 'true');
  try {
    const html = await fetchFragment(url);
    const summary = d.querySelector(':scope > summary');
    while (d.lastChild && d.lastChild !== summary) d.removeChild(d.lastChild);
    d.insertAdjacentHTML('beforeend', html);
    d.removeAttribute('data-sx-schema');
    enhance(d, false);
  } catch {
    // The link to the fragment stays: the reader can still open it.
  } finally {
    d.removeAttribute('data-sx-loading');
    d.removeAttribute('aria-busy');
  }
}

let uid = 0;

/** Branches (`.sx-variant[data-title]`) become one shown at a time, chosen with a `<select>`. */
function enhanceVariants(box: HTMLElement): void {
  if (box.hasAttribute('data-sx-enhanced')) return;
  const panels = Array.from(box.children).filter((c): c is HTMLElement => c instanceof HTMLElement && c.classList.contains('sx-variant'));
  if (panels.length < 2) return;
  box.setAttribute('data-sx-enhanced', '');
  const id = `sx-variant-${++uid}`;
  const label = document.createElement('label');
  label.className = 'sx-variant-picker';
  label.htmlFor = id;
  const words = uiText();
  label.textContent = `${box.dataset['sxVariants'] || words.variant} `;
  const select = document.createElement('select');
  select.id = id;
  panels.forEach((p, i) => {
    const option = document.createElement('option');
    option.value = String(i);
    option.textContent = p.dataset['title'] || words.option.replace('{n}', String(i + 1));
    select.append(option);
  });
  const show = (index: number) => panels.forEach((p, i) => (p.hidden = i !== index));
  select.addEventListener('change', () => show(Number(select.value)));
  label.append(select);
  panels[0]!.before(label);
  show(0);
}

function enhance(root: ParentNode, autoload: boolean): void {
  root.querySelectorAll<HTMLElement>('[data-sx-variants]').forEach(enhanceVariants);
  // Levels the page starts with open (api.params.expanded: all) load at once; loaded levels never do.
  if (autoload) root.querySelectorAll<HTMLDetailsElement>('details[data-sx-schema][open]').forEach((d) => void fill(d));
}

function start(): void {
  enhance(document, true);
  // `toggle` does not bubble; listening in the capture phase sees every details element, loaded ones too.
  document.addEventListener(
    'toggle',
    (event) => {
      const d = event.target;
      if (d instanceof HTMLDetailsElement && d.open && d.hasAttribute('data-sx-schema')) void fill(d);
    },
    true,
  );
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
