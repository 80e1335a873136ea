import path from 'node:path';
import type { Nodes, Root } from 'mdast';
import type {} from 'mdast-util-mdx-jsx';
import { walk } from '../walk.js';
import { decodeSafe, resolveHref } from '../../navigation/resolve-href.js';
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import type { PageLink } from '../../model/page.js';

export interface LinkContext {
  /** The page file, relative to the docs folder. */
  file: string;
  /** Every route of the site (and redirect source), to report links that lead nowhere. */
  routes: ReadonlySet<string>;
  /** Fixed prefixes of wildcard redirect sources (`/beta/:slug*` → `/beta/`): links under them are fine. */
  redirectPrefixes?: readonly string[];
  /** Every file of the docs folder, for images and downloads. */
  files: ReadonlySet<string>;
  /** Folders of pages without an index page → the page a link to the folder leads to. */
  folderPages?: ReadonlyMap<string, string>;
  /** The page's route, which `#anchor` links name. */
  route?: string;
  /** Receives the links the site-wide checks need (see PageLink): with a fragment, or external. */
  links?: PageLink[];
}

/**
 * Resolve relative links and images against the page's folder (a page's URL is its file path, so
 * `../setup.mdx` from `guides/a.mdx` is `/setup`), strip `.md`/`.mdx`, collect linked files as
 * assets, and warn about internal links and images that lead nowhere.
 */
export function resolveLinks(tree: Root, ctx: LinkContext, assets: Set<string>, diagnostics: Diagnostic[]): void {
  const dir = path.posix.dirname(ctx.file);
  const warn = (code: string, message: string, node: { position?: { start: { line: number; column: number } } }) =>
    diagnostics.push({
      severity: 'warning',
      code,
      message,
      file: ctx.file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      pointer: '',
    });
  const record = (href: string, resolved: { route: string; file?: string } | undefined, node: Positioned) => {
    if (ctx.links) recordLink(ctx.links, href, resolved, ctx.route ?? '', ctx.file, node);
  };
  walk<Nodes>(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // Components link with `href` (Card, Update …): resolve it like a Markdown link.
      for (const attr of node.attributes) {
        if (
          attr.type === 'mdxJsxAttribute' &&
          attr.name === 'src' &&
          typeof attr.value === 'string' &&
          (node.name === 'img' || node.name === 'video' || node.name === 'source')
        ) {
          const resolved = resolveHref(attr.value, dir);
          if (!resolved?.file) continue;
          attr.value = resolved.url;
          if (ctx.files.has(resolved.file)) assets.add(resolved.file);
          else warn('missing-asset', `"${resolved.file}" not found in the docs folder`, node);
          continue;
        }
        if (attr.type !== 'mdxJsxAttribute' || attr.name !== 'href' || typeof attr.value !== 'string') continue;
        const resolved = toFolderPage(resolveHref(attr.value, dir), ctx);
        record(attr.value, resolved, node);
        if (!resolved) continue;
        attr.value = resolved.url;
        if (!leadsSomewhere(resolved, ctx)) warn('broken-link', `Link to "${resolved.route}" leads to no page or file`, node);
      }
    } else if (node.type === 'link' || node.type === 'definition') {
      const resolved = toFolderPage(resolveHref(node.url, dir), ctx);
      record(node.url, resolved, node);
      if (!resolved) return;
      node.url = resolved.url;
      if (resolved.file && ctx.files.has(resolved.file)) assets.add(resolved.file);
      else if (!leadsSomewhere(resolved, ctx)) {
        warn('broken-link', `Link to "${resolved.route}" leads to no page or file`, node);
      }
    } else if (node.type === 'image') {
      const resolved = resolveHref(node.url, dir);
      if (!resolved?.file) return;
      node.url = resolved.url;
      if (ctx.files.has(resolved.file)) assets.add(resolved.file);
      else warn('missing-asset', `Image "${resolved.file}" not found in the docs folder`, node);
    }
  });
}

type Positioned = { position?: { start: { line: number; column: number } } };

/**
 * Keep a link the site-wide checks need: one with a fragment (its anchor is checked once every page
 * is compiled), or an external http(s) link (`--external`). `resolved` is the internal link resolved
 * against the page (undefined for `#x`, external and protocol links).
 */
export function recordLink(
  links: PageLink[],
  href: string,
  resolved: { route: string; file?: string } | undefined,
  route: string,
  file: string,
  node: Positioned,
  unchecked = false,
): void {
  const at = { href, file, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
  if (/^https?:\/\//i.test(href)) {
    links.push({ to: href, external: true, ...at });
    return;
  }
  const hash = href.indexOf('#');
  const anchor = hash < 0 ? '' : decodeSafe(href.slice(hash + 1));
  if (href.startsWith('#')) {
    if (anchor) links.push({ to: route, anchor, ...at });
    return;
  }
  if (!resolved || resolved.file) return;
  if (anchor || unchecked)
    links.push({ to: resolved.route, ...(anchor ? { anchor } : {}), ...(unchecked ? { unchecked: true } : {}), ...at });
}

/**
 * The links of a snippet, kept as written (its relative links are left alone): root-relative, `#`
 * (the page using the snippet: route '') and external ones. Their pages were not checked when compiling.
 */
export function collectLinks(tree: Root, file: string, links: PageLink[], route = ''): void {
  const add = (href: string, node: Positioned) => {
    if (!href.startsWith('/') && !href.startsWith('#') && !/^https?:\/\//i.test(href)) return;
    recordLink(links, href, resolveHref(href, '/'), route, file, node, true);
  };
  walk<Nodes>(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node);
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes)
        if (attr.type === 'mdxJsxAttribute' && attr.name === 'href' && typeof attr.value === 'string') add(attr.value, node);
    }
  });
}

/** A link to a folder of pages without an index page leads to the folder's first page. */
function toFolderPage<T extends { url: string; route: string }>(resolved: T | undefined, ctx: LinkContext): T | undefined {
  const page = resolved && !ctx.routes.has(resolved.route) ? ctx.folderPages?.get(resolved.route) : undefined;
  if (!resolved || page === undefined) return resolved;
  return { ...resolved, route: page, url: page + resolved.url.slice(resolved.url.search(/[?#]|$/)) };
}

/** True when a resolved internal link reaches a page, a redirect or a file. */
function leadsSomewhere(resolved: { route: string; file?: string }, ctx: LinkContext): boolean {
  if (ctx.routes.has(resolved.route) || (resolved.file !== undefined && ctx.files.has(resolved.file))) return true;
  return (ctx.redirectPrefixes ?? []).some((p) => resolved.route.startsWith(p));
}
