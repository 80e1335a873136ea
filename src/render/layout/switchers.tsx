import type { Division, GlobalLink, Icon } from '../../model/site-model.js';
import type { SiteIndex } from '../site-index.js';
import { htmlLang, languageName } from '../ui-strings.js';
import { Icon as IconComponent } from '../components/icon.js';
import { UiIcon } from './ui-icons.js';
import { isExternalHref } from '../../common/external-href.js';

/** A navigation icon (docs.json `icon` values): the content components' Icon; `class` adds to its classes. */
export function IconSpan({ icon, class: cls }: { icon: Icon | undefined; class?: string | undefined }) {
  return icon === undefined ? null : <IconComponent icon={icon} {...(cls ? { class: cls } : {})} />;
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
  // A language, version or product switcher with nothing to switch to is not drawn, as in the reference
  // (a dropdown's menu is navigation as well, drawn with one item too).
  if (kind !== 'dropdown' && visible.length < 2) return null;
  // docs.json `dropdowns` are the reference's navigation dropdown: its class names, for custom CSS.
  const dd = (name: string) => (kind === 'dropdown' ? `nav-dropdown-${name}` : undefined);
  return (
    <details class={`sx-switcher sx-switcher-${kind}`} data-sx-switcher>
      <summary class={dd('trigger')}>
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
      <ul class={dd('content')}>
        {visible.map((o) => {
          const href =
            kind === 'language' || kind === 'version' ? index.equivalentRoute(currentPath, current, o) : (o.href ?? o.firstRoute);
          return (
            <li key={o.id}>
              <a
                href={href}
                class={dd('item')}
                aria-current={o.id === current.id ? 'true' : undefined}
                data-active={kind === 'dropdown' && o.id === current.id ? 'true' : undefined}
                // The BCP 47 tag of the target's `<html lang>` (docs.json's `cn` is `zh-CN`, `ja-jp` is `ja-JP`).
                hreflang={kind === 'language' && o.code ? htmlLang(o.code) : undefined}
                lang={kind === 'language' && o.code ? htmlLang(o.code) : undefined}
              >
                <IconSpan icon={o.icon} class={dd('item-icon')} />
                <span class={kind === 'dropdown' ? 'sx-switcher-label nav-dropdown-item-title' : 'sx-switcher-label'}>
                  {kind === 'language' ? languageName(htmlLang(o.label)) : o.label}
                </span>
                {o.tag ? (
                  <>
                    {' '}
                    <span class="sx-tag">{o.tag}</span>
                  </>
                ) : null}
                {o.description ? (
                  <span class={kind === 'dropdown' ? 'sx-switcher-description nav-dropdown-item-description' : 'sx-switcher-description'}>
                    {o.description}
                  </span>
                ) : null}
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
    <ul class="sx-anchors nav-anchors">
      {items.map((a) => (
        <li key={a.id}>
          <a
            href={a.href ?? a.firstRoute}
            class="nav-anchor"
            aria-current={a.id === current?.id ? 'true' : undefined}
            style={anchorStyle(a.color)}
          >
            <IconSpan icon={a.icon} />
            <span>{a.label}</span>
          </a>
        </li>
      ))}
      <GlobalLinkItems links={globals} itemClass="nav-anchor" />
    </ul>
  );
}

/**
 * Global links (docs.json `navigation.global`) as list items, on every page: external, or a page of the site `build` kept.
 * `itemClass`: the reference's class of the links beside them (`nav-tabs-item`, `nav-anchor`).
 */
export function GlobalLinkItems({ links, itemClass }: { links: GlobalLink[]; itemClass: string }) {
  return (
    <>
      {links
        .filter((g) => !g.hidden)
        .map((g) => (
          <li key={g.href}>
            <a href={g.href} {...(isExternalHref(g.href) ? { class: `sx-external ${itemClass}`, rel: 'noopener' } : { class: itemClass })}>
              <IconSpan icon={g.icon} />
              <span>{g.label}</span>
            </a>
          </li>
        ))}
    </>
  );
}
