import type { SiteModel } from '../../model/site-model.js';
import type { RenderContext } from '../../render/render-page.js';
import type { Site } from '../../site/site.js';
import { pageVisibility, type PageVisibility } from '../../render/visibility.js';
import type { SiteAssets } from '../assets.js';
import type { ManifestRoute } from '../build-cache.js';
import type { SiteWriter } from '../write-site.js';

/**
 * A site-level output: a file (or set of files) written once per build from what every page left
 * behind, beside the pages themselves (assets, the 404 page, the icon sprite…). The build hands each
 * output every page in route order, then has it write, then deletes the files an output owned after
 * the previous build and owns no more (a rebuild merges into the previous output).
 */
export interface SiteOutput {
  /** Names the output's entry in the build cache's manifest. */
  readonly name: string;
  /** Start work that needs only the sources (reading git history, say), to run while the pages build. */
  start?(site: Site): void;
  /** Take what the output needs from one page (every page of the site, the ones a rebuild reused included). */
  collect?(page: BuiltPage): void;
  /** Write the output's files; returns the files it owns now (those written, and those a rebuild left in place). */
  write(ctx: OutputContext): OwnedFiles | Promise<OwnedFiles>;
}

/**
 * Files an output owns, by path inside the output folder, each with a stamp of its source ('' when the
 * output writes it every build), so a rebuild can tell which need writing again. A path ending in `/`
 * owns a whole folder.
 */
export type OwnedFiles = Record<string, string>;

/** A page as the build knows it once it is written: its route, title, description, label and what it drew. */
export interface BuiltPage extends ManifestRoute {
  route: string;
  /** The page's text, for outputs that index it (when the build has it). */
  text?: string;
}

/** What an output writes with. */
export interface OutputContext {
  site: Site;
  model: SiteModel;
  writer: SiteWriter;
  /** The package's assets (stylesheet, runtime, KaTeX, mermaid). */
  assets: SiteAssets;
  /** The render context of the build, with every page's final label. */
  render: RenderContext;
  /** The files this output owned after the previous build, when this build is a rebuild merged into it. */
  previous?: OwnedFiles;
  /**
   * Sprite symbols drawn by outputs (the 404 page, large sidebars' fragments); the sprite output, after
   * them in the list, adds them to the pages' icons.
   */
  icons: Set<string>;
}

/** Output-relative file paths of URL paths (`/_sextant/a.css` → `_sextant/a.css`), owned as written every build. */
export function ownedUrls(urls: Iterable<string>): OwnedFiles {
  return Object.fromEntries([...urls].map((u) => [u.slice(1), '']));
}

/**
 * Of the files outputs owned after the previous build, those no output owns now (each output is
 * compared with its own previous files, and a file another output now owns stays).
 */
export function filesGone(previous: Record<string, OwnedFiles>, now: Record<string, OwnedFiles>): string[] {
  const owned = new Set(Object.values(now).flatMap((o) => Object.keys(o)));
  return Object.values(previous)
    .flatMap((o) => Object.keys(o))
    .filter((f) => !owned.has(f));
}

/** Where a built page shows (render/visibility.ts): from its route and the frontmatter facts its summary kept. */
export function visibilityOf(
  ctx: Pick<OutputContext, 'model' | 'render'>,
  page: Pick<BuiltPage, 'route' | 'visibility'>,
): PageVisibility | undefined {
  const route = ctx.render.index.routes.get(page.route);
  return route && pageVisibility(route, page.visibility ?? {}, ctx.model);
}
