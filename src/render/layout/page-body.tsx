import type { Route, SiteModel } from '../../model/site-model.js';
import type { TocEntry } from '../../model/page.js';
import type { RouteLabel } from '../site-index.js';
import { Icon } from '../components/icon.js';
import { ENGLISH, type UiStrings } from '../ui-strings.js';

/** The eyebrow above the title: the section (group) name, or the whole navigation path (named `label`). */
export function Eyebrow({ route, mode, label = ENGLISH.breadcrumb }: { route: Route; mode: SiteModel['eyebrows']; label?: string }) {
  const text = mode === 'breadcrumbs' ? route.breadcrumbs : route.groups.slice(-1);
  if (text.length === 0) return null;
  if (mode === 'section')
    return (
      <p class="sx-eyebrow eyebrow" data-pagefind-ignore="">
        {text[0]}
      </p>
    );
  return (
    <nav class="sx-eyebrow eyebrow sx-breadcrumbs" aria-label={label} data-pagefind-ignore="">
      <ol>
        {text.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ol>
    </nav>
  );
}

/** "On this page": the h2/h3 headings (and a changelog's entries), under a changelog's tag filter. */
export function Toc({
  toc,
  title,
  tags = [],
  filterLabel = ENGLISH.filterByTag,
}: {
  toc: TocEntry[];
  title: string;
  tags?: string[];
  /** The tag filter's accessible name. */
  filterLabel?: string;
}) {
  if (toc.length === 0) return null;
  return (
    <nav class="sx-toc" aria-label={title}>
      {tags.length ? <UpdateFilter tags={tags} label={filterLabel} /> : null}
      <p class="sx-toc-title">{title}</p>
      {/* One flat list, as the reference draws it: `data-depth` is 0 for an h2, 1 for an h3. The runtime marks the
          entry being read and the entries above it with `data-active` (runtime/toc.ts). */}
      <ul id="table-of-contents-content" class="toc">
        {toc.map((t) => (
          <li key={t.id} class={`sx-toc-${t.depth} toc-item`} data-depth={t.depth - 2}>
            <a href={`#${t.id}`}>{t.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A changelog's tags as toggle buttons: the runtime (update-filter.ts) shows only the entries with a
 * chosen tag. Without JavaScript the buttons do nothing and every entry shows, so they start hidden.
 */
function UpdateFilter({ tags, label }: { tags: string[]; label: string }) {
  return (
    <div id="changelog-filters" class="sx-update-filter" role="group" aria-label={label} hidden>
      {tags.map((t) => (
        <button type="button" key={t} aria-pressed="false" data-tag={t}>
          {t}
        </button>
      ))}
    </div>
  );
}

/** Previous and next pages of the same sidebar. */
export function PrevNext({ route, labels, ui }: { route: Route; labels: Map<string, RouteLabel>; ui: UiStrings }) {
  if (!route.prev && !route.next) return null;
  const label = (p: string) => labels.get(p)?.sidebarTitle ?? labels.get(p)?.title ?? p;
  const href = (p: string) => labels.get(p)?.href ?? p;
  return (
    <nav class="sx-prev-next" id="pagination" aria-label={ui.pagination}>
      {route.prev ? (
        <a class="sx-prev pagination-prev" href={href(route.prev)} rel="prev">
          <span class="sx-prev-next-hint">{ui.previous}</span>
          <span class="pagination-title">{label(route.prev)}</span>
        </a>
      ) : (
        <span />
      )}
      {route.next ? (
        <a class="sx-next pagination-next" href={href(route.next)} rel="next">
          <span class="sx-prev-next-hint">{ui.next}</span>
          <span class="pagination-title">{label(route.next)}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The footer keys of the site's own website, named in the page's language. */
const WEBSITE: ReadonlySet<string> = new Set(['website', 'earth-americas']);

/** How each footer network is written (the keys are docs.json's, lower case with dashes); brands keep their names. */
const SOCIAL_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'X',
  'x-twitter': 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  discord: 'Discord',
  slack: 'Slack',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  'hacker-news': 'Hacker News',
  medium: 'Medium',
  telegram: 'Telegram',
  bluesky: 'Bluesky',
  threads: 'Threads',
  reddit: 'Reddit',
  podcast: 'Podcast',
};

/** Footer: social links and link columns; `ui`, the page language's words. */
export function Footer({ footer, siteName, ui = ENGLISH }: { footer: SiteModel['settings']['footer']; siteName: string; ui?: UiStrings }) {
  const [before, after] = ui.builtWith.split('{name}') as [string, string | undefined];
  return (
    <footer id="footer" class="sx-footer">
      {footer?.links?.length ? (
        <div class="sx-footer-columns">
          {footer.links.map((col, i) => (
            <div key={i}>
              {col.header ? <p class="sx-footer-header">{col.header}</p> : null}
              <ul>
                {col.items.map((item) => (
                  <li key={item.href}>
                    <a href={item.href}>{item.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer?.socials ? (
        <ul class="sx-socials">
          {Object.entries(footer.socials).map(([network, href]) => (
            <li key={network}>
              <a href={href} rel="noopener">
                <Icon icon={network === 'x' || network === 'twitter' ? 'x-twitter' : network === 'website' ? 'globe' : network} />
                <span class="sx-social-name">{WEBSITE.has(network) ? ui.website : (SOCIAL_NAMES[network] ?? network)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p class="sx-footer-note">
        {siteName} · {before}
        <a href="https://www.npmjs.com/package/sextant-docs">Sextant</a>
        {after}
      </p>
    </footer>
  );
}
