import type { PathSegment } from '../common/json-pointer.js';
import type { GlobalLink, GlobalLinks, Icon } from '../model/site-model.js';
import { isObject, report, sourceRef, str, type ResolveContext } from './context.js';
import { isExternalHref, isSafeHref } from '../common/external-href.js';

const LABELS: Record<keyof GlobalLinks, string> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  languages: 'language',
  versions: 'version',
  products: 'product',
};

export function emptyGlobalLinks(): GlobalLinks {
  return { tabs: [], anchors: [], dropdowns: [], languages: [], versions: [], products: [] };
}

/** Read a `global` object: link-only elements shown on every page, each with an external `href`. */
export function readGlobalLinks(ctx: ResolveContext, value: unknown, path: PathSegment[]): GlobalLinks {
  const out = emptyGlobalLinks();
  if (!isObject(value)) return out;
  for (const key of Object.keys(LABELS) as (keyof GlobalLinks)[]) {
    const items = value[key];
    if (!Array.isArray(items)) continue;
    items.forEach((item, i) => {
      if (!isObject(item)) return;
      const at = [...path, key, i];
      const href = str(item['href']);
      const label = str(item['name']) ?? str(item[LABELS[key]]) ?? '';
      if (href === undefined) return; // the schema reported the missing href
      if (!isExternalHref(href)) {
        // A page of the site (`/`, `/changelog`): the reference product links to it, so `build` keeps it
        // as a link (a repaired rule); a script URL is left out.
        const script = !isSafeHref(href);
        report(
          ctx,
          'error',
          'nav-global-href-not-external',
          [...at, 'href'],
          `Global ${LABELS[key]} "${label}" links to "${href}"; global elements need an external link (https://…, mailto:…)${script ? '' : '; `build` keeps it as a link to that page'}`,
          'move internal destinations into the navigation tree, or give the full URL',
        );
        if (script) return;
      }
      const link: GlobalLink = { label, href, source: sourceRef(ctx, at) };
      if (item['icon'] !== undefined) link.icon = item['icon'] as Icon;
      if (typeof item['description'] === 'string') link.description = item['description'];
      if (isObject(item['color'])) link.color = item['color'] as GlobalLink['color'];
      if (typeof item['tag'] === 'string') link.tag = item['tag'];
      if (item['hidden'] === true) link.hidden = true;
      out[key].push(link);
    });
  }
  return out;
}
