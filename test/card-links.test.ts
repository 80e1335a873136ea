/**
 * Linked cards and tiles whose bodies hold links (test/helpers/card-links-site.ts): the HTML never has an
 * `<a>` inside an `<a>`, which the browser's parser would tear apart (one card drawn as several, the
 * inner links outside it); such a card is a block with a link stretched over it, named as the card.
 * Cards without inner links keep their one `<a>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';
import { CARD_LINKS_SITE } from './helpers/card-links-site.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

let html: string;

beforeAll(async () => {
  const dir = tmpSite(CARD_LINKS_SITE);
  const out = path.join(dir, 'dist');
  const result = await build(dir, { outDir: out, cache: false });
  expect(result.diagnostics).toEqual([]);
  html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
}, 120_000);

/** The deepest nesting of `<a>` start tags in the HTML as written (1: no link inside a link). */
function anchorDepth(source: string): number {
  let depth = 0;
  let max = 0;
  for (const m of source.matchAll(/<(\/?)a[\s>]/gi)) {
    depth += m[1] ? -1 : 1;
    max = Math.max(max, depth);
  }
  return max;
}

function elements(node: Node, out: Element[] = []): Element[] {
  if ('tagName' in node) out.push(node);
  if ('childNodes' in node) for (const c of node.childNodes) elements(c, out);
  if ('content' in node && node.content) elements(node.content, out);
  return out;
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const classes = (el: Element) => (attr(el, 'class') ?? '').split(/\s+/);
const text = (el: Node): string =>
  'value' in el && el.nodeName === '#text' ? el.value : 'childNodes' in el ? el.childNodes.map(text).join('') : '';
const contains = (outer: Element, inner: Element): boolean => elements(outer).includes(inner);

describe('linked cards holding links', () => {
  it('never write an <a> inside an <a>', () => {
    expect(anchorDepth(html)).toBe(1);
  });

  it('parse to one card each, the inner links inside it and the card linked by a stretched link named as the card', () => {
    const all = elements(parse(html));
    const cards = all.filter((e) => classes(e).includes('sx-card'));
    // A card's own title is the first one in it (a card may hold cards).
    const titled = (t: string) => cards.filter((c) => text(elements(c).find((e) => classes(e).includes('sx-card-title'))!) === t);
    const one = titled('One');
    expect(one).toHaveLength(1);
    const card = one[0]!;
    expect(card.tagName).toBe('div');
    expect(classes(card)).toEqual(expect.arrayContaining(['sx-card', 'card', 'sx-card-stretched']));
    expect(attr(card, 'data-component-name')).toBe('Card');
    const links = elements(card).filter((e) => e.tagName === 'a');
    expect(links.map((a) => [attr(a, 'class'), attr(a, 'href')])).toEqual([
      ['sx-card-link', '/target'],
      ['link', '/other'],
      ['link', 'https://example.com/b'],
    ]);
    // The stretched link is named by the whole card, as the card's own <a> is.
    expect(attr(links[0]!, 'aria-labelledby')).toBe(attr(card, 'id'));
    // A card holding a linked card: one block, the inner card and the <Link> inside it.
    const nested = titled('Nested');
    expect(nested).toHaveLength(1);
    const inner = titled('Inner');
    expect(inner).toHaveLength(1);
    expect(contains(nested[0]!, inner[0]!)).toBe(true);
    expect(inner[0]!.tagName).toBe('a');
    // The tile likewise.
    const tiles = all.filter((e) => classes(e).includes('sx-tile'));
    expect(tiles).toHaveLength(1);
    expect(
      elements(tiles[0]!)
        .filter((e) => e.tagName === 'a')
        .map((a) => attr(a, 'href')),
    ).toEqual(['/tile-target', '/other']);
  });

  it('leave a card without inner links one <a>', () => {
    expect(html).toMatch(
      /<a class="sx-card card" href="\/target" data-component-name="Card"><div class="sx-card-inner">.*?<h2 class="sx-card-title not-prose" data-component-part="card-title">Two<\/h2>/,
    );
  });
});
