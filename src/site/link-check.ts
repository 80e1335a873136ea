import fs from 'node:fs';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { LAYOUT_IDS } from '../model/layout-ids.js';
import type { PageLink } from '../model/page.js';
import type { LinkTargets } from './compile-context.js';
import { resolveHref } from '../navigation/resolve-href.js';

/** What the anchor check needs of a compiled page (a Page, or a build's summary of one). */
export interface LinkedPage {
  route: string;
  anchors?: readonly string[];
  links?: readonly PageLink[];
}

/** Fragments every page answers: the top of the page and the layout's own parts. */
const ALWAYS = new Set<string>(['top', ...LAYOUT_IDS]);

/**
 * The links that go nowhere, decided once every page is compiled (a page's anchors are known only
 * then): `broken-anchor` for a fragment the target page does not define (the nearest one it does is the
 * hint), and `broken-link` for links nothing checked when compiling (spec descriptions, snippets) whose
 * page does not exist. A link to a redirect or a file is not looked into. Links found in a spec by
 * their text (line 0) are placed by `root`'s file; the same link reported by several pages (a snippet)
 * is reported once. With `only`, just that page's links are checked (the dev server's page in view),
 * against the anchors of the pages given (those compiled so far).
 */
export function linkDiagnostics(pages: Iterable<LinkedPage>, targets: LinkTargets, root: string, only?: string): Diagnostic[] {
  const list = [...pages];
  const anchorsOf = new Map<string, ReadonlySet<string>>(list.map((p) => [p.route, new Set(p.anchors ?? [])]));
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const texts = new Map<string, string | undefined>();
  const report = (link: PageLink, code: string, message: string, hint?: string) => {
    const key = `${link.file}:${link.line}:${link.column}:${link.href}:${code}`;
    if (seen.has(key)) return;
    seen.add(key);
    const at = link.line > 0 ? { line: link.line, column: link.column } : placeInFile(root, link, texts);
    out.push({ severity: 'warning', code, message, file: link.file, ...at, pointer: '', ...(hint ? { hint } : {}) });
  };
  for (const page of list) {
    if (only !== undefined && page.route !== only) continue;
    for (const link of page.links ?? []) {
      if (link.external) continue;
      let to = link.to || page.route;
      if (!anchorsOf.has(to)) to = targets.folderPages.get(to) ?? to;
      // A link to a folder without an index page (`/dir`, `/dir/index`) was sent to its first page when compiled.
      const written = resolveHref(link.href, path.posix.dirname(link.file))?.route;
      const folder = written !== undefined && written !== to && targets.folderPages.get(written) === to;
      const isPage = anchorsOf.has(to);
      if (link.unchecked && !isPage && !targets.routes.has(to) && !targets.redirectPrefixes.some((p) => to.startsWith(p))) {
        report(link, 'broken-link', `Link to "${to}" leads to no page or file`);
        continue;
      }
      if (!link.anchor || !isPage || ALWAYS.has(link.anchor)) continue;
      const anchors = anchorsOf.get(to)!;
      if (anchors.has(link.anchor)) continue;
      const samePage = to === page.route && link.href.startsWith('#');
      const near = nearest(link.anchor, anchors);
      report(
        link,
        'broken-anchor',
        samePage
          ? `Link to "#${link.anchor}" names no heading or anchor of this page`
          : folder
            ? `Link to "${link.href}" leads to "${to}", the first page of a folder without an index page, which has no heading or anchor "#${link.anchor}"`
            : `Link to "${to}#${link.anchor}" names no heading or anchor of that page`,
        near === undefined ? undefined : `the nearest anchor is \`${samePage ? '' : to}#${near}\``,
      );
    }
  }
  return out;
}

/** The anchor nearest to a missing one (by edit distance, ignoring case). */
function nearest(anchor: string, anchors: Iterable<string>): string | undefined {
  let best: string | undefined;
  let score = Infinity;
  const lower = anchor.toLowerCase();
  for (const a of anchors) {
    const d = a.toLowerCase() === lower ? 0 : distance(lower, a.toLowerCase());
    if (d < score) [best, score] = [a, d];
  }
  return best;
}

/** Where a link found in a spec is written: the first place its href appears in the file (`texts` caches the files read). */
export function placeInFile(root: string, link: PageLink, texts: Map<string, string | undefined>): { line: number; column: number } {
  if (!texts.has(link.file)) {
    let text: string | undefined;
    try {
      text = fs.readFileSync(path.join(root, link.file), 'utf8');
    } catch {
      text = undefined;
    }
    texts.set(link.file, text);
  }
  const text = texts.get(link.file);
  const at = text?.indexOf(link.href) ?? -1;
  if (!text || at < 0) return { line: 1, column: 1 };
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}
