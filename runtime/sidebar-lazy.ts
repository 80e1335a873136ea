/**
 * Large sidebars ship closed groups without their links (`details[data-sx-lazy]`); their insides
 * come from one JSON fragment per sidebar (`nav[data-sx-nav]`, content-hashed, so the browser
 * fetches it once for all pages). Without this script the group links to its section instead.
 */

const fragments = new Map<string, Promise<Record<string, string>>>();

/** The fragment of a sidebar (fetched once per page load, then from the HTTP cache). */
export function loadFragment(url: string): Promise<Record<string, string>> {
  let p = fragments.get(url);
  if (!p) {
    p = fetch(url).then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {}));
    p.catch(() => fragments.delete(url));
    fragments.set(url, p);
  }
  return p;
}

/**
 * Put a lazy group's links in place; resolves to the nested groups that arrived with them (empty
 * when the group was not lazy or the fragment has no entry for it).
 */
export async function fillGroup(d: HTMLElement, url: string): Promise<HTMLDetailsElement[]> {
  if (!d.hasAttribute('data-sx-lazy')) return [];
  d.removeAttribute('data-sx-lazy');
  const html = (await loadFragment(url).catch(() => ({}) as Record<string, string>))[d.dataset['sxGroupId'] ?? ''];
  if (html === undefined) {
    d.setAttribute('data-sx-lazy', '');
    return [];
  }
  const summary = d.firstElementChild;
  while (d.lastChild && d.lastChild !== summary) d.removeChild(d.lastChild);
  d.insertAdjacentHTML('beforeend', html);
  return Array.from(d.querySelectorAll<HTMLDetailsElement>('details.sx-group[data-sx-group-id]'));
}
