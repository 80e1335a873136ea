// Types: mdast-util-to-hast declares `hProperties` on node data.
import type {} from 'mdast-util-to-hast';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { walk } from '../walk.js';
import type { TocEntry } from '../../model/page.js';
import { outsideCode } from '../lenient-mdx.js';
import { LAYOUT_IDS } from '../../model/layout-ids.js';
import { headingId } from '../../common/heading-id.js';

// Ids are written with spaces too (`{#Query parameters}`): those are slugged like heading text.
const CUSTOM_ID = /\s*\{#([^{}\n]*[^{}\s][^{}\n]*)\}\s*$/;

/** The heading property that carries its alias id (see withAnchorAliases in render-hast.tsx). */
export const ALIAS = 'dataSxAlias';

/** `## Title {#my-id}` sets the id; repeats (written or derived) get `-2`, `-3`. Fills `toc` with h2/h3. */
export { headingId };

/**
 * Assign ids to every heading of the tree and collect the table of contents; returns the ids given.
 * `textOf`: a heading's text as drawn (its expressions' values, not their source).
 */
export function addHeadingIds(tree: Root, toc: TocEntry[], textOf: (node: Heading) => string = toString): Set<string> {
  const given = new Set<string>();
  // The layout's ids count as taken, so a heading named like one gets a -2 id.
  const seen = new Map<string, number>(LAYOUT_IDS.map((id) => [id, 1]));
  walk<Heading>(
    tree,
    (node) => {
      let custom: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = CUSTOM_ID.exec(last.value);
        if (m) {
          custom = /\s/.test(m[1]!.trim()) ? headingId(m[1]!) : m[1]!.trim();
          (last as Text).value = last.value.slice(0, m.index);
        }
      }
      const text = textOf(node).trim();
      const base = custom ?? headingId(text);
      if (!base) return;
      // Repeats (written or derived) get -2, -3 …, never a second element with the same id.
      let id = base;
      for (let n = (seen.get(base) ?? 0) + 1; seen.has(id); n++) id = `${base}-${n}`;
      seen.set(base, (seen.get(base) ?? 0) + 1);
      seen.set(id, seen.get(id) ?? 1);
      // Repositories disagree on `@` and `/` (`#@tool`, and `#tursodatabasesync` for `@tursodatabase/sync`): the id
      // keeps them, and an alias without them is drawn too (an empty element: see withAnchorAliases).
      const alias = id.replace(/[@/]/g, '');
      const aliased = alias !== id && !!alias && !seen.has(alias);
      if (aliased) {
        seen.set(alias, 1);
        given.add(alias);
      }
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id, ...(aliased ? { [ALIAS]: alias } : {}) } };
      given.add(id);
      if (node.depth === 2 || node.depth === 3) toc.push({ depth: node.depth, id, text });
    },
    'heading',
  );
  return given;
}

/** In MDX, `{#id}` would be an expression: escape it on heading lines before parsing. */
export function escapeCustomHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  return outsideCode(text, (segment) => segment.replace(/^(#{1,6}[ \t].*?)\{#([^{}\n]+)\}[ \t]*$/gm, '$1\\{#$2\\}'));
}
