/**
 * The SiteModel: the one typed, JSON-serialisable structure every stage after `navigation/` reads.
 * Types only. Later stages never re-read docs.json.
 */
import type { DivisionKind } from '../config/schema/navigation-elements.js';
import type { ThemeName, LayoutName } from '../config/schema/config.js';
import type { SiteSettings } from './settings.js';
import type { PlaygroundDisplay } from './api-page.js';

export type { DivisionKind };

/** Where a model node came from, so diagnostics after resolution still point at docs.json. */
export interface SourceRef {
  file: string;
  /** JSON pointer into `file`; line and column are computed only when a diagnostic needs them. */
  pointer: string;
}

export type Icon = string | { name: string; style?: string; library?: string };

export interface SiteModel {
  /** Bumped when the shape changes incompatibly. */
  modelVersion: 1;
  name: string;
  theme: ThemeName;
  layout: LayoutName;
  /** Effective `styling.eyebrows` (the theme's default when unset). */
  eyebrows: 'section' | 'breadcrumbs';
  /** Effective `interaction.drilldown` (the theme's default when unset). */
  drilldown: boolean;
  /** Everything in docs.json but `navigation`, with defaults applied. */
  settings: SiteSettings;
  /** The division tree; its root holds the primary pattern. */
  root: Division;
  /** `navigation.global`: link-only elements shown on every page. */
  global: GlobalLinks;
  /** One per page, in navigation order; hidden and generated pages included. */
  routes: Route[];
  /** The API description files the navigation uses. */
  specs: SpecSummary[];
  /** Intrinsic sizes of the logo files, by the path written in `logo`, so the top bar reserves their width. */
  logoSizes?: Record<string, { width: number; height: number }>;
  /** The TextMate grammars of `styling.codeblocks.languages.custom` that could be read. */
  codeLanguages?: CodeLanguage[];
  /** Set when `styling.codeblocks` draws code the same in both modes (`dark` or one dark theme; one light theme): the blocks' chrome follows it. */
  codeScheme?: 'dark' | 'light';
  /** Fonts docs.json names without a `source`, self-hosted from the Fontsource packages installed for them. */
  fontPackages?: FontPackage[];
}

/** A docs.json font served from its Fontsource package's files. */
export interface FontPackage {
  /** The family as docs.json writes it (the name the site's CSS uses). */
  family: string;
  /** The package's folder. */
  dir: string;
  /** The weights shipped (none for a variable font: one file per subset holds every weight). */
  weights: number[];
  /** Its @font-face rules, with the URLs of `files`. */
  css: string;
  /** Each file the rules name: its URL in the site and its path on disk. */
  files: { url: string; file: string }[];
  /** The Latin file of the regular weight, to preload when the font is the body's. */
  preload?: string;
}

/** A code block language from a TextMate grammar file of the docs folder. */
export interface CodeLanguage {
  /** The grammar file, relative to the docs folder. */
  file: string;
  /** Fence names it answers to before bundled languages: the grammar's `name` and `aliases`, lower case. */
  names: string[];
  /** Fence names it answers to when no bundled language has them: its scope's last part, its file's name. */
  derived: string[];
  /** The grammar, as the file holds it. */
  grammar: Record<string, unknown>;
  /** A hash of the file, so highlighted blocks are told apart when it changes. */
  hash: string;
}

/** A level of the navigation: the root, a language, version, product, dropdown, tab, anchor or menu item. */
export interface Division {
  kind: DivisionKind | 'root';
  /** Unique and stable: the path of kind:label segments from the root (`""` for the root). */
  id: string;
  label: string;
  /** Language code or version name, for the switchers and the route prefix rule. */
  code?: string;
  /** Link-only element: where it points. */
  href?: string;
  icon?: Icon;
  description?: string;
  color?: { light?: string; dark?: string };
  /** Version badge such as "Latest". */
  tag?: string;
  isDefault?: boolean;
  hidden?: boolean;
  align?: 'start' | 'end';
  /** Per-language banner, navbar and footer (same shapes as the top level). */
  banner?: SiteSettings['banner'];
  navbar?: SiteSettings['navbar'];
  footer?: SiteSettings['footer'];
  /** Link-only elements added by this element's own `global`. */
  global?: GlobalLinks;
  /** Child divisions, all of one kind; empty for a leaf. */
  children: Division[];
  /** A leaf's sidebar: groups and pages. Undefined for divisions that hold divisions or are links. */
  sidebar?: NavNode[];
  /** Route of the first page below this division, for switchers and tabs. */
  firstRoute?: string;
  source: SourceRef;
}

export type NavNode = NavGroup | NavPage;

export interface NavGroup {
  type: 'group';
  label: string;
  icon?: Icon;
  tag?: string;
  /** Initial state: true for top-level groups (always open) and nested groups with `expanded: true`. */
  expanded: boolean;
  /** 0 for a top-level group. */
  depth: number;
  /** Route opened by selecting the group name (`root`). */
  root?: string;
  hidden?: boolean;
  children: NavNode[];
  source: SourceRef;
}

export interface NavPage {
  type: 'page';
  route: string;
  source: SourceRef;
}

/** Link-only elements shown on every page. */
export interface GlobalLinks {
  tabs: GlobalLink[];
  anchors: GlobalLink[];
  dropdowns: GlobalLink[];
  languages: GlobalLink[];
  versions: GlobalLink[];
  products: GlobalLink[];
}

export interface GlobalLink {
  label: string;
  href: string;
  icon?: Icon;
  description?: string;
  color?: { light?: string; dark?: string };
  tag?: string;
  hidden?: boolean;
  source: SourceRef;
}

/** A page of the site at one URL. */
export interface Route {
  /** URL path: `/`, `/guides/setup`. */
  path: string;
  page: PageSource;
  /** Id of the leaf division whose sidebar lists the page (the first, when listed twice). */
  division: string;
  /** Group labels from the top-level group down to the page's own group. */
  groups: string[];
  /** Division labels then group labels: the full navigation path, for breadcrumb eyebrows. */
  breadcrumbs: string[];
  /** A title known before content is read (generated API pages); MDX titles come from frontmatter. */
  title?: string;
  sidebarTitle?: string;
  /** Left out of the navigation (x-hidden, hidden groups or divisions, or not listed at all); still built. */
  hidden: boolean;
  /** A page file the navigation does not list (hidden, but without the noindex meta: see render/visibility.ts). */
  unlisted?: true;
  /** The nearest tab's or group's `searchable` (a hidden group's pages are searchable with `true`). */
  searchable?: boolean;
  /** The nearest group's `boost`: search ranking multiplier (the page's frontmatter `boost` wins). */
  boost?: number;
  prev?: string;
  next?: string;
  /** The navigation entry that created the route. */
  source: SourceRef;
}

/**
 * What a route shows. Generated API routes carry everything navigation decided about them: the spec
 * holding the operation and the playground display (`x-docs`, else `api.playground.display`).
 */
export type PageSource =
  | { kind: 'mdx'; file: string; operation?: PageOperation; channel?: PageChannel; schema?: PageSchema }
  | { kind: 'openapi'; spec: string; method: string; path: string; operationId?: string; deprecated?: boolean; display: PlaygroundDisplay }
  | { kind: 'webhook'; spec: string; name: string; method: string; deprecated?: boolean; display: PlaygroundDisplay }
  | { kind: 'asyncapi'; spec: string; channel: string; protocol?: string; deprecated?: boolean };

/** The AsyncAPI channel an MDX page's frontmatter `asyncapi` names, as navigation found it. */
export interface PageChannel {
  /** Project-relative path of the spec. */
  spec: string;
  /** The channel's id (3.0 key, 2.x address). */
  channel: string;
  /** The frontmatter line of `asyncapi:`, for the page's diagnostics. */
  line: number;
}

/** The data model an MDX page's frontmatter `openapi-schema` names, as navigation found it. */
export interface PageSchema {
  /** Project-relative path or URL of the spec. */
  spec: string;
  /** The schema's name under `components.schemas` (Swagger 2.0: `definitions`). */
  name: string;
}

/** The operation (or webhook) an MDX page's frontmatter `openapi` names, as navigation found it. */
export interface PageOperation {
  /** Project-relative path or URL of the spec. */
  spec: string;
  kind: 'operation' | 'webhook';
  method: string;
  /** The operation's path as the spec writes it, or the webhook's name. */
  path: string;
}

export interface SpecSummary {
  kind: 'openapi' | 'asyncapi';
  /** Project-relative path or URL. */
  source: string;
  version?: string;
  title?: string;
  operations: number;
  webhooks: number;
  channels: number;
}
