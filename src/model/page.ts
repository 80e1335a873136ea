/** A page's content, ready for the layout: what content/ (and later openapi/, asyncapi/) produce per route. Types only. */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ApiPageData } from './api-page.js';
import type { ChannelConsoleData } from './channel-page.js';
import type { SiteSettings } from './settings.js';

/** Frontmatter keys Sextant reads; other keys are kept for components and later stages. */
export interface PageMeta {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  icon?: string;
  tag?: string;
  mode?: 'default' | 'wide' | 'center' | 'frame' | 'custom';
  hidden?: boolean;
  noindex?: boolean;
  /** `searchable: false`: left out of the site's search (still in the sitemap). */
  searchable?: boolean;
  /** Search ranking multiplier (`boost`), above 0. */
  boost?: number;
  keywords?: string[];
  deprecated?: boolean;
  /** `url`: the page stands for this address; its navigation entry links there, and its route sends readers there. */
  url?: string;
  /** `timestamp`: show (or not) the page's last-modified date, over docs.json `metadata.timestamp`. */
  timestamp?: boolean;
  /** `lastUpdatedDate`, as an ISO date (`2026-11-28`): the date shown instead of the file's. */
  lastUpdated?: string;
  /** `hideFooterPagination: true`: no previous and next links under the page. */
  hideFooterPagination?: boolean;
  /** `og:*` and `twitter:*` keys, as written. */
  social: Record<string, string>;
  /** `contextual`: this page's contextual menu over docs.json's (`options: []` turns it off; without `options`, docs.json's). */
  contextual?: Partial<NonNullable<SiteSettings['contextual']>>;
  /** The frontmatter as written, for components and API pages (`openapi`, `api`, `playground` …). */
  raw: Record<string, unknown>;
}

export interface TocEntry {
  /** 2 or 3 (h2, h3). */
  depth: number;
  id: string;
  text: string;
}

/** One `<Update>` entry, for the page's RSS feed (output/outputs/rss-feeds.ts). */
export interface FeedEntry {
  /** The entry's anchor on the page. */
  id: string;
  label: string;
  description?: string;
  tags?: string[];
  /** The feed item's own title and description (`rss` prop), when set. */
  rss?: { title?: string; description?: string };
  /** The entry's content as HTML. */
  html: string;
}

/**
 * A link a page makes, kept for the checks that need every page (anchors, once all pages are
 * compiled) or the network (`--external`). Where it is written: the page, a snippet or a spec.
 */
export interface PageLink {
  /** The target page's route (`/a/b`, the page itself for `#x`), or the URL of an external link. */
  to: string;
  /** The fragment without `#`, when the link has one. */
  anchor?: string;
  /** An http(s) link to another site. */
  external?: true;
  /** Whether the target route still needs checking (links in spec descriptions: nothing checked them when compiling). */
  unchecked?: true;
  /** The href as written (for the message, and to find it in a spec, where `line` is 0). */
  href: string;
  file: string;
  line: number;
  column: number;
}

export interface Page {
  route: string;
  /** Title shown in the page, the sidebar (unless `sidebarTitle`) and `<title>`. */
  title: string;
  description?: string;
  meta: PageMeta;
  /** The content as HTML (without layout). */
  html: string;
  /**
   * The content as the search index reads it, when it is not `html` (render/search-document.ts): an API
   * page's operation without its samples, responses and nested schema fields.
   */
  searchHtml?: string;
  /**
   * The page as Markdown for machines (its `.md` twin, llms-full.txt): written where the page is
   * compiled, from its tree or its operation, so no output scrapes HTML.
   */
  markdown?: string;
  toc: TocEntry[];
  /** Which optional browser assets the page needs. */
  needs: PageNeeds;
  /** Files the page depends on besides its own (snippets), for the dev server's invalidation. */
  dependencies: string[];
  /** Project files the page links to (images, downloads), to copy into the output. */
  assets: string[];
  diagnostics: Diagnostic[];
  /** Class names the page's MDX (and its snippets) writes, for the site's Tailwind utilities. */
  classes?: string[];
  /**
   * The code blocks highlighted for this page, as [id, HTML] (the HTML appears verbatim in `html`):
   * the build cache keeps where they sit, so a rebuild of the page need not highlight them again.
   */
  highlighted?: [string, string][];
  /** API pages: the request the playground composes (written into the page as JSON by render/). */
  api?: ApiPageData;
  /** AsyncAPI channel pages: what the live WebSocket console needs (model/channel-page.ts; written as JSON by render/). */
  channel?: ChannelConsoleData;
  /** `description` as HTML, when it is written with inline Markdown (a link, code): what the page shows under its title. */
  descriptionHtml?: string;
  /**
   * The description for search engines and social cards when the page shows none (API pages: their
   * operation's), or shows one written in Markdown (its plain text).
   */
  headDescription?: string;
  /** The content opens with its own h1: the layout then draws no title above it. */
  ownH1?: boolean;
  /**
   * The page's own RequestExample/ResponseExample blocks, drawn apart from `html` for the API reference
   * that joins the page to place (they replace the generated examples of their kind).
   */
  ownExamples?: { html: string; request: boolean; response: boolean };
  /** The icon sprite symbols the content draws. */
  icons?: string[];
  /** What `<Panel>` puts in the right column instead of the table of contents (HTML). */
  panel?: string;
  /** The page's `<Update>` entries: the page has an RSS feed at `<route>/rss.xml`. */
  feed?: FeedEntry[];
  /** The folders of shared schema fragments (`/_sextant/api/<spec hash>/`) the content links to, by spec hash. */
  fragments?: string[];
  /** The author's interactive components the content draws (hydrated in the browser), by island id. */
  islands?: IslandSource[];
  /** Every element id a link can name on the page (headings, accordions, steps, updates, fields, API sections…). */
  anchors?: string[];
  /** Links with a fragment, links written where nothing checked their page (spec descriptions), and external links. */
  links?: PageLink[];
}

/** An island's code: the ESM of the file that defines or imports the components (see content/custom/). */
export interface IslandSource {
  /** Content hash of the module and the files it bundles: its entry file is `/_sextant/islands/<id>.js`. */
  id: string;
  /** The MDX page or snippet the ESM was written in. */
  file: string;
  text: string;
}

/** Which optional browser assets a page needs (each loaded only by the pages that need it). */
export interface PageNeeds {
  math: boolean;
  mermaid: boolean;
  /** A diagram laid out by ELK (content/mermaid-layout.ts). */
  elk?: boolean;
}
