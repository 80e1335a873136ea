import type { ComponentChildren } from 'preact';
import type { SiteModel } from '../../model/site-model.js';
import { FontPreload, fontCss } from './fonts.js';
import { backgroundCss } from './background.js';
import type { SeoHead } from '../seo.js';
import { scriptJsonText } from '../script-json.js';
import { trailingSlash } from '../trailing-slash.js';

/**
 * Applied before first paint so a stored dark theme or a dismissed banner never flashes. Reads
 * `sx-theme` (light | dark | system) and `sx-banner-dismissed`; the runtime writes them.
 */
const HEAD_SCRIPT = `(function(){var d=document.documentElement,s=null,b=null;try{s=localStorage.getItem('sx-theme');b=localStorage.getItem('sx-banner-dismissed')}catch(e){}var a=d.getAttribute('data-sx-appearance'),st=d.getAttribute('data-sx-appearance-strict')==='true';var os=matchMedia('(prefers-color-scheme: dark)').matches;var dark=st?a==='dark'||(a==='system'&&os):s==='dark'||((!s||s==='system')&&(a==='dark'||(a==='system'&&os)));if(dark)d.classList.add('dark');if(b&&b===d.getAttribute('data-sx-banner-key'))d.classList.add('sx-banner-dismissed')})()`;

/** `blocking` is not in Preact's attribute types yet. */
const RENDER_BLOCKING = { blocking: 'render' } as Record<string, string>;

export interface HeadInfo {
  title: string;
  description?: string;
  lang: string;
  /** `rtl` for a page in a right-to-left language (Arabic, Hebrew…); left-to-right pages have no `dir`. */
  dir?: 'rtl';
  noindex: boolean;
  keywords?: string[];
  /** Canonical link, Open Graph, Twitter, docs.json `seo.metatags`, robots and JSON-LD (render/seo.ts). */
  seo: SeoHead;
  css: string[];
  scripts: string[];
  /** The diagram library, for pages with mermaid diagrams. */
  diagrams: string[];
  /** Mermaid's ELK layout module, for pages with a diagram laid out by ELK: preloaded, imported by the diagram script. */
  diagramLayout?: string;
  /**
   * The entries of the island code the page draws (custom components): preloaded, so that those drawn in the
   * browser only appear, and the others hydrate, as soon as the page is parsed rather than a request later.
   */
  islands?: string[];
  bannerKey?: string;
  /** The page's route (`<html data-current-path>`). */
  canonicalPath: string;
  /** The runtime's words as JSON (`<html data-sx-text>`), on pages not in English: English pages carry none. */
  runtimeText?: string;
  /** The page's RSS feed (pages with `<Update>` entries). */
  feed?: string;
  /** The site's own stylesheets (after Sextant's, so they win) and scripts (deferred, at the end of the body). */
  customCss: string[];
  customScripts: string[];
  /** The site's analytics and support integrations (render/integrations.ts), loaded once the page is interactive. */
  integrations?: string;
}

/** The HTML document around a page: head (meta, colours, assets, the no-flash script) and body. */
export function Document({
  site,
  head,
  layoutClass,
  children,
}: {
  site: SiteModel;
  head: HeadInfo;
  layoutClass: string;
  children: ComponentChildren;
}) {
  const { colors, favicon, appearance } = site.settings;
  const vars = `:root{--sx-primary:${colors.primary};${colors.light ? `--sx-primary-light:${colors.light};` : ''}--sx-primary-dark:${colors.dark ?? colors.primary}${mintColorChannels(colors)}}${fontCss(site.settings.fonts, site.fontPackages)}${backgroundCss(site.settings.background)}`;
  const icon = typeof favicon === 'string' ? favicon : favicon?.light;
  // A favicon per mode: the dark one, after, is the last that matches in a dark system theme (the browser draws the tab).
  const darkIcon = typeof favicon === 'object' && favicon.dark !== favicon.light ? favicon.dark : undefined;
  return (
    <html
      lang={head.lang}
      // Right after `lang`: output/search-bundle.ts reads both from the start of a written page.
      dir={head.dir}
      data-sx-appearance={appearance.default}
      data-sx-appearance-strict={String(appearance.strict)}
      data-sx-banner-key={head.bannerKey}
      data-sx-trailing-slash={trailingSlash(site) ? '' : undefined}
      // The page's route, as the reference writes it (`/`, `/guides/setup`): custom CSS scopes rules to a page with it.
      data-current-path={head.canonicalPath}
      data-sx-text={head.runtimeText}
    >
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until the whole top bar is parsed (the element after it has arrived): drawn while its
            children still arrive, the right-aligned navbar would widen leftwards as they do (a layout shift). */}
        <link rel="expect" href="#body-content" {...RENDER_BLOCKING} />
        <title>{head.title}</title>
        {head.description ? <meta name="description" content={head.description} /> : null}
        {head.keywords?.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
        <FontPreload fonts={site.settings.fonts} packages={site.fontPackages} />
        {head.seo.canonical ? <link rel="canonical" href={head.seo.canonical} /> : null}
        {head.seo.meta.map(([k, v]) =>
          /^(og|article|fb|product|profile|book|music|video):/.test(k) ? (
            <meta property={k} content={v} key={k} />
          ) : (
            <meta name={k} content={v} key={k} />
          ),
        )}
        {icon ? <link rel="icon" href={icon} /> : null}
        {darkIcon ? <link rel="icon" href={darkIcon} media="(prefers-color-scheme: dark)" /> : null}
        {head.seo.jsonLd.map((doc, i) => (
          <script type="application/ld+json" key={`ld${i}`} dangerouslySetInnerHTML={{ __html: scriptJsonText(doc) }} />
        ))}
        {head.feed ? <link rel="alternate" type="application/rss+xml" title={head.title} href={head.feed} /> : null}
        {head.css.map((href) => (
          <link rel="stylesheet" href={href} key={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: vars }} />
        {head.customCss.map((href) => (
          <link rel="stylesheet" href={href} key={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        {head.scripts.map((src) => (
          <script type="module" src={src} key={src} />
        ))}
        {head.diagramLayout ? <link rel="modulepreload" href={head.diagramLayout} data-mermaid-layout="elk" /> : null}
        {head.islands?.map((href) => (
          <link rel="modulepreload" href={href} key={href} />
        ))}
        {head.diagrams.map((src) => (
          <script defer src={src} key={src} />
        ))}
      </head>
      <body class={layoutClass}>
        {children}
        {head.customScripts.map((src) => (
          <script defer src={src} key={src} />
        ))}
        {head.integrations ? <script dangerouslySetInnerHTML={{ __html: head.integrations }} /> : null}
      </body>
    </html>
  );
}

/**
 * `--primary`, `--primary-light` and `--primary-dark` as Mintlify sets them: the colours' red, green and blue
 * channels (`22 163 74`), which sites' custom CSS reads as `rgb(var(--primary))` or `rgb(var(--primary) / 0.1)`.
 */
function mintColorChannels(colors: { primary: string; light?: string | undefined; dark?: string | undefined }): string {
  const parts = [
    ['primary', colors.primary],
    ['primary-light', colors.light ?? colors.primary],
    ['primary-dark', colors.dark ?? colors.primary],
  ].flatMap(([name, hex]) => {
    const rgb = channels(hex!);
    return rgb ? [`--${name}:${rgb}`] : [];
  });
  return parts.length ? `;${parts.join(';')}` : '';
}

/** `#16a34a` or `#1a4` as `22 163 74`; undefined for anything else. */
function channels(hex: string): string | undefined {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const full = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(' ');
}
