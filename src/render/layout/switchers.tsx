import type { Division, GlobalLink, Icon } from '../../model/site-model.js';
import type { SiteIndex } from '../site-index.js';
import { htmlLang, languageName } from '../ui-strings.js';
import { Icon as IconComponent } from '../components/icon.js';
import { UiIcon } from './ui-icons.js';
import { isExternalHref } from '../../common/external-href.js';

/** A navigation icon (docs.json `icon` values): the content components' Icon. */
export function IconSpan({ icon }: { icon: Icon | undefined }) {
  return icon === undefined ? null : <IconComponent icon={icon} />;
}

/** A link-list switcher (`<details>`, works without JavaScript): versions, languages, products, dropdowns. */
export function Switcher({
  label,
  kind,
  current,
  options,
  index,
  currentPath,
}: {
  label: string;
  kind: string;
  current: Division;
  options: Division[];
  index: SiteIndex;
  currentPath: string;
}) {
  const visible = options.filter((o) => !o.hidden || o.id === current.id);
  return (
    <details class={`sx-switcher sx-switcher-${kind}`} data-sx-switcher>
      <summary>
        <span class="sx-visually-hidden">{label}: </span>
        {kind === 'language' && current.icon === undefined ? <UiIcon name="languages" /> : <IconSpan icon={current.icon} />}
        <span class="sx-switcher-current">{kind === 'language' ? languageName(htmlLang(current.label)) : current.label}</span>
        {/* A space, so the accessible name reads "v2 Latest", not "v2Latest". */}
        {current.tag ? (
          <>
            {' '}
            <span class="sx-tag">{current.tag}</span>
          </>
        ) : null}
      </summary>
      <ul>
        {visible.map((o) => {
          const href =
            kind === 'language' || kind === 'version' ? index.equivalentRoute(currentPath, current, o) : (o.href ?? o.firstRoute);
          return (
            <li key={o.id}>
              <a
                href={href}
                aria-current={o.id === current.id ? 'true' : undefined}
                hreflang={kind === 'language' ? o.code : undefined}
                lang={kind === 'language' ? o.code : undefined}
              >
                <IconSpan icon={o.icon} />
                <span class="sx-switcher-label">{kind === 'language' ? languageName(htmlLang(o.label)) : o.label}</span>
                {o.tag ? (
                  <>
                    {' '}
                    <span class="sx-tag">{o.tag}</span>
                  </>
                ) : null}
                {o.description ? <span class="sx-switcher-description">{o.description}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** An anchor's own colours, light and dark (docs.json `color`). */
function anchorStyle(color: Division['color']): string | undefined {
  const parts = [color?.light ? `--sx-anchor:${color.light}` : '', color?.dark ? `--sx-anchor-dark:${color.dark}` : ''].filter(Boolean);
  return parts.length ? parts.join(';') : undefined;
}

/** Anchors: links at the top of the sidebar, each opening its section (or an external page). */
export function AnchorList({ anchors, current, globals }: { anchors: Division[]; current?: Division; globals: GlobalLink[] }) {
  const items = anchors.filter((a) => !a.hidden);
  if (items.length === 0 && globals.length === 0) return null;
  return (
    <ul class="sx-anchors">
      {items.map((a) => (
        <li key={a.id}>
          <a href={a.href ?? a.firstRoute} aria-current={a.id === current?.id ? 'true' : undefined} style={anchorStyle(a.color)}>
            <IconSpan icon={a.icon} />
            <span>{a.label}</span>
          </a>
        </li>
      ))}
      <GlobalLinkItems links={globals} />
    </ul>
  );
}

/** Global links (docs.json `navigation.global`) as list items, on every page: external, or a page of the site `build` kept. */
export function GlobalLinkItems({ links }: { links: GlobalLink[] }) {
  return (
    <>
      {links
        .filter((g) => !g.hidden)
        .map((g) => (
          <li key={g.href}>
            <a href={g.href} {...(isExternalHref(g.href) ? { class: 'sx-external', rel: 'noopener' } : {})}>
              <IconSpan icon={g.icon} />
              <span>{g.label}</span>
            </a>
          </li>
        ))}
    </>
  );
}
