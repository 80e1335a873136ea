import type { Division, GlobalLink, SiteModel } from '../../model/site-model.js';
import { GlobalLinkItems, IconSpan } from './switchers.js';
import { UiIcon } from './ui-icons.js';
import { ENGLISH, type UiStrings } from '../ui-strings.js';

/** The logo's height in the bar, in CSS pixels (assets/site.css `.sx-logo img`). */
const LOGO_HEIGHT = 28;

/** The top bar: logo, tabs (with menus), navbar links and button, theme toggle and the mobile menu button. */
export function TopBar({
  site,
  home,
  tabs,
  activeTab,
  globalTabs,
  navbar,
  languageSwitcher,
  search,
  ui = ENGLISH,
}: {
  site: SiteModel;
  /** Where the logo leads (docs.json `logo.href` goes first). */
  home: string;
  tabs: Division[];
  activeTab?: Division;
  globalTabs: GlobalLink[];
  navbar: SiteModel['settings']['navbar'];
  languageSwitcher?: preact.ComponentChildren;
  /** The search box (see render/search.tsx). */
  search?: preact.ComponentChildren;
  /** The page language's words. */
  ui?: UiStrings;
}) {
  const logo = site.settings.logo;
  // The width the logo takes at the bar's height, known before the image arrives (no layout shift).
  const width = (src: string): number | undefined => {
    const size = site.logoSizes?.[src];
    return size ? Math.round((LOGO_HEIGHT * size.width) / size.height) : undefined;
  };
  const visibleTabs = tabs.filter((t) => !t.hidden || t.id === activeTab?.id);
  return (
    <header id="navbar" class="sx-topbar">
      {/* The bar's background and bottom rule, behind its content: a layer of its own, as the reference draws it. */}
      <div id="navbar-transition" class="sx-topbar-backdrop" />
      <div class="sx-topbar-row">
        <button
          type="button"
          class="sx-menu-button"
          data-sx-menu-toggle
          aria-controls="sidebar"
          aria-expanded="false"
          aria-label={ui.openNavigation}
        >
          <UiIcon name="menu" />
        </button>
        <a class="sx-logo" href={(typeof logo === 'object' ? logo.href : undefined) ?? home}>
          {typeof logo === 'string' ? <img class="nav-logo" src={logo} alt={site.name} height={LOGO_HEIGHT} width={width(logo)} /> : null}
          {typeof logo === 'object' ? (
            <>
              <img class="sx-logo-light nav-logo" src={logo.light} alt={site.name} height={LOGO_HEIGHT} width={width(logo.light)} />
              <img class="sx-logo-dark nav-logo" src={logo.dark} alt={site.name} height={LOGO_HEIGHT} width={width(logo.dark)} />
            </>
          ) : null}
          {logo === undefined ? <span class="sx-site-name">{site.name}</span> : null}
        </a>
        {search}
        <nav class="sx-navbar topbar-right-container" aria-label={ui.siteLinks}>
          <NavbarLinks navbar={navbar} />
          {languageSwitcher}
          {site.settings.appearance.strict ? null : (
            <button type="button" class="sx-theme-toggle" data-sx-theme-toggle aria-label={ui.darkMode} aria-pressed="false">
              <UiIcon name="moon" class="sx-icon-moon" />
              <UiIcon name="sun" class="sx-icon-sun" />
            </button>
          )}
        </nav>
      </div>
      {visibleTabs.length + globalTabs.length > 0 ? (
        <nav class="sx-tabs-bar nav-tabs" aria-label={ui.sections}>
          <ul>
            {visibleTabs.map((t) => (
              <li key={t.id} class={t.align === 'end' ? 'sx-tab-end' : undefined}>
                {t.children.length > 0 && t.children[0]!.kind === 'menu-item' ? (
                  <details class="sx-tab-menu" data-sx-switcher>
                    <summary class="nav-tabs-item" aria-current={t.id === activeTab?.id ? 'true' : undefined}>
                      <IconSpan icon={t.icon} />
                      <span>{t.label}</span>
                    </summary>
                    <ul>
                      {t.children
                        .filter((m) => !m.hidden)
                        .map((m) => (
                          <li key={m.id}>
                            <a href={m.href ?? m.firstRoute}>
                              <IconSpan icon={m.icon} />
                              <span class="sx-switcher-label">{m.label}</span>
                              {m.description ? <span class="sx-switcher-description">{m.description}</span> : null}
                            </a>
                          </li>
                        ))}
                    </ul>
                  </details>
                ) : (
                  <a
                    href={t.href ?? t.firstRoute}
                    aria-current={t.id === activeTab?.id ? 'true' : undefined}
                    class={t.href ? 'sx-external nav-tabs-item' : 'nav-tabs-item'}
                  >
                    <IconSpan icon={t.icon} />
                    <span>{t.label}</span>
                  </a>
                )}
              </li>
            ))}
            <GlobalLinkItems links={globalTabs} itemClass="nav-tabs-item" />
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/**
 * The navbar's links and primary button. Both show again at the end of the mobile drawer, where the
 * top bar has no room for them: the links below 800 px, the button on phones (below 420 px, where its
 * label would be cut to a letter; assets/site.css hides it in the bar then).
 */
export function NavbarLinks({ navbar, drawer = false }: { navbar: SiteModel['settings']['navbar']; drawer?: boolean }) {
  const links = navbar?.links ?? [];
  const primary = navbar?.primary;
  if (drawer && links.length === 0 && !primary) return null;
  const label =
    primary && (primary.label ?? (primary.type === 'github' ? 'GitHub' : primary.type === 'discord' ? 'Discord' : primary.href));
  return (
    <>
      {links.length > 0 || !drawer ? (
        <ul class={drawer ? 'sx-drawer-links' : undefined}>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} class={drawer ? undefined : 'navbar-link'}>
                <IconSpan icon={l.icon} />
                <span>{l.label ?? (l.type === 'github' ? 'GitHub' : l.type === 'discord' ? 'Discord' : l.href)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {primary && !drawer ? (
        // The id on a wrapper around the link, as the reference draws it: sites style `#topbar-cta-button > a`
        // and their scripts look for `#topbar-cta-button a`.
        <div id="topbar-cta-button" class="sx-navbar-cta">
          <a class="sx-button" href={primary.href}>
            {label}
          </a>
        </div>
      ) : null}
      {primary && drawer ? (
        <p class="sx-drawer-cta">
          <a class="sx-button" href={primary.href}>
            {label}
          </a>
        </p>
      ) : null}
    </>
  );
}
