/**
 * `$` as money, not math. remark-math pairs any two dollars of a paragraph, so "only $400 of it, filled for
 * $400" becomes one formula of run-together italic words. Pandoc's rule reads prices as text: a closing `$`
 * directly followed by a digit closes nothing. A formula read that way, or one that starts with a digit and
 * ends with a space ("$10 or less and $"), is read again with its opening `$` as text.
 */
import type { Root } from 'mdast';

/** Stands for a `$` read as text while the page is parsed again: one UTF-16 unit, so every position holds. */
const MASK = '\uE000';

/** The offsets of the opening `$` of each inline formula in `tree` that is money by the rule above. */
export function moneyDollars(tree: Root, text: string): number[] {
  const out: number[] = [];
  const visit = (node: { type: string; children?: unknown[]; position?: Root['position']; value?: unknown }): void => {
    if (node.type === 'inlineMath') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      // Single dollars only: `$$…$$` written inline is meant as math.
      if (start === undefined || end === undefined || text[start] !== '$' || text[start + 1] === '$') return;
      const value = typeof node.value === 'string' ? node.value : '';
      if (/\d/.test(text[end] ?? '') || (/^\d/.test(value) && /\s$/.test(value))) out.push(start);
      return;
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
  return out;
}

/** `text` with the `$` at each offset masked, to be parsed again. */
export function maskDollars(text: string, offsets: readonly number[]): string {
  let out = text;
  for (const at of offsets) out = out.slice(0, at) + MASK + out.slice(at + 1);
  return out;
}

/** Put the masked dollars back into the tree's text (and wherever else a parser copied it). */
export function unmaskDollars(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) unmaskDollars(n);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') {
      if (value.includes(MASK)) record[key] = value.replaceAll(MASK, '$');
    } else if (key !== 'position' && value && typeof value === 'object') unmaskDollars(value);
  }
}
