import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { FeedEntry, TocEntry } from '../model/page.js';
import type { LateHeading } from '../render/components/render-state.js';
import { walk } from './walk.js';

/** The table of contents in document order: a heading's id, or the place of an `<Update>` entry. */
export type TocOutline = ({ heading: string } | { update: true })[];

/**
 * Where headings and `<Update>` entries sit, in document order (read before rendering: an entry's
 * anchor is decided when it renders). Headings inside an entry are left out: a changelog's contents
 * lists its entries, as the reference product's does.
 */
export function tocOutline(tree: Root): TocOutline {
  const outline: TocOutline = [];
  walk(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'Update') {
      outline.push({ update: true });
      return 'skip';
    }
    const id = node.type === 'heading' ? (node as Heading).data?.hProperties?.['id'] : undefined;
    if (typeof id === 'string') outline.push({ heading: id });
    return undefined;
  });
  return outline;
}

/**
 * The page's contents with its rendered `<Update>` entries (label as text, anchor as id) in their
 * places. Entries the outline did not see (drawn by a snippet) are listed after the headings.
 */
export function tocWithUpdates(toc: TocEntry[], outline: TocOutline, updates: readonly FeedEntry[] | undefined): TocEntry[] {
  if (!updates?.length) return toc;
  const byId = new Map(toc.map((t) => [t.id, t]));
  const places = outline.filter((o) => 'update' in o).length;
  if (places !== updates.length) {
    const inside = new Set(outline.flatMap((o) => ('heading' in o ? [o.heading] : [])));
    return [...toc.filter((t) => inside.has(t.id)), ...updates.map(entry)];
  }
  let next = 0;
  return outline.flatMap((o) => {
    if ('update' in o) return [entry(updates[next++]!)];
    const t = byId.get(o.heading);
    return t ? [t] : [];
  });
}

const entry = (u: FeedEntry): TocEntry => ({ depth: 2, id: u.id, text: u.label });

/**
 * The contents with the headings that got their id while rendering (snippets' h2/h3), each after
 * the page heading drawn before it, or after the nearest earlier one the contents list.
 */
export function tocWithLateHeadings(toc: TocEntry[], outline: TocOutline, late: readonly LateHeading[] | undefined): TocEntry[] {
  if (!late?.length) return toc;
  const order = outline.flatMap((o) => ('heading' in o ? [o.heading] : []));
  const out = [...toc];
  // Where the last late heading after each page heading went, so several keep their order.
  const placed = new Map<string, number>();
  for (const h of late) {
    const key = h.after ?? '';
    let at = placed.get(key);
    if (at === undefined) {
      at = -1;
      // The page heading itself, else the nearest earlier heading the contents list.
      for (let i = h.after ? order.indexOf(h.after) : -1; i >= 0 && at < 0; i--) at = out.findIndex((t) => t.id === order[i]);
    }
    out.splice(at + 1, 0, { depth: h.depth, id: h.id, text: h.text });
    for (const [k, v] of placed) if (v > at) placed.set(k, v + 1);
    placed.set(key, at + 1);
  }
  return out;
}
