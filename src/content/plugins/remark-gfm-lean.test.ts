import { describe, expect, it } from 'vitest';
import type { Link, Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { walk } from '../walk.js';
import { parseMdx } from '../parse-mdx.js';
import { remarkGfmLean } from './remark-gfm-lean.js';

/** The links of a parsed page, as [url, text]. */
function links(tree: Root): [string, string][] {
  const out: [string, string][] = [];
  walk<Link>(tree, (n) => void out.push([n.url, n.children.map((c) => ('value' in c ? c.value : '')).join('')]), 'link');
  return out;
}

function linksIn(text: string, file = 'page.mdx'): [string, string][] {
  const result = parseMdx(text, file);
  if (!result.ok) throw new Error(result.diagnostic.message);
  return links(result.tree);
}

/** Trees without positions (links the transform makes have none). */
function shape(tree: Root): string {
  return JSON.stringify(tree, (k, v: unknown) => (k === 'position' ? undefined : v));
}

describe('GFM autolink literals', () => {
  it.each([
    ['a plain address', 'Write to a@b.co today.', [['mailto:a@b.co', 'a@b.co']]],
    ['one in emphasis', 'Write to *team@example.com*.', [['mailto:team@example.com', 'team@example.com']]],
    ['one after punctuation, without the trailing dot', '(ops@example.org).', [['mailto:ops@example.org', 'ops@example.org']]],
    ['plus and dots in the local part', 'x.y+z@mail.example.io', [['mailto:x.y+z@mail.example.io', 'x.y+z@mail.example.io']]],
    ['a mailto: literal, whole', 'mailto:a@b.co', [['mailto:a@b.co', 'mailto:a@b.co']]],
    ['a www literal', 'See www.example.com/docs.', [['http://www.example.com/docs', 'www.example.com/docs']]],
    ['an http literal', 'See https://example.com/a?b=c, then', [['https://example.com/a?b=c', 'https://example.com/a?b=c']]],
    [
      'an address and a URL in one line',
      'a@b.co or http://x.io',
      [
        ['mailto:a@b.co', 'a@b.co'],
        ['http://x.io', 'http://x.io'],
      ],
    ],
  ])('links %s', (_what, text, expected) => {
    expect(linksIn(text)).toEqual(expected);
    expect(linksIn(text, 'page.md')).toEqual(expected);
  });

  it.each([
    ['in inline code', 'Use `a@b.co` here.'],
    ['in a fenced block', '```\na@b.co\n```'],
    ['without a dot in the domain', 'user@localhost'],
    ['with a domain ending in a dash', 'a@b-.co-'],
  ])('does not link an address %s', (_what, text) => {
    expect(linksIn(text)).toEqual([]);
  });

  it('keeps a written link as it is', () => {
    expect(linksIn('[write](mailto:a@b.co) or [a@b.co](https://x.io)')).toEqual([
      ['mailto:a@b.co', 'write'],
      ['https://x.io', 'a@b.co'],
    ]);
  });

  it('parses Markdown as remark-gfm does, apart from the whole mailto:/xmpp: literal', () => {
    const samples = [
      '# T\n\n| a | b |\n| - | :-: |\n| x@y.zz | ~~gone~~ |\n\n- [x] done\n- [ ] www.todo.com\n\nNote[^1].\n\n[^1]: by a@b.co\n',
      'Text with _a_b@c.de_ and **x@y.co**, <a@b.co>, https://u.rl/(x) and www.a.b/c?d.\n',
    ];
    const reference = unified().use(remarkParse).use(remarkGfm);
    const lean = unified().use(remarkParse).use(remarkGfmLean);
    for (const s of samples) expect(shape(lean.parse(s))).toBe(shape(reference.parse(s)));
  });
});
