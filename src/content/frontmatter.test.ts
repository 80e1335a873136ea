import { describe, expect, it } from 'vitest';
import { compileSource, located } from '../../test/helpers/content.js';
import { readFrontmatter } from './frontmatter.js';

const read = (yaml: string | undefined) => readFrontmatter(yaml, 'page.mdx', 1);

describe('readFrontmatter', () => {
  it.each([undefined, '', '   \n'])('gives empty metadata for %j', (yaml) => {
    expect(read(yaml)).toEqual({ meta: { social: {}, raw: {} }, diagnostics: [] });
  });

  it('reads every key Sextant knows', () => {
    const yaml = [
      'title: Hello',
      'description: A page',
      'sidebarTitle: Hi',
      'icon: rocket',
      'tag: NEW',
      'mode: wide',
      'hidden: true',
      'noindex: true',
      'deprecated: true',
      'keywords: [alpha, beta]',
      'og:image: /cover.png',
      'og:title: Shared',
      'twitter:card: summary_large_image',
      'openapi: GET /users',
    ].join('\n');
    const { meta, diagnostics } = read(yaml);
    expect(diagnostics).toEqual([]);
    expect(meta).toEqual({
      title: 'Hello',
      description: 'A page',
      sidebarTitle: 'Hi',
      icon: 'rocket',
      tag: 'NEW',
      mode: 'wide',
      hidden: true,
      noindex: true,
      deprecated: true,
      keywords: ['alpha', 'beta'],
      social: { 'og:image': '/cover.png', 'og:title': 'Shared', 'twitter:card': 'summary_large_image' },
      raw: expect.objectContaining({ openapi: 'GET /users', title: 'Hello', hidden: true }),
    });
  });

  it.each([
    ['a YAML list', 'keywords:\n  - one\n  - 2\n', ['one', '2']],
    ['a comma-separated string', 'keywords: "one, two ,three"', ['one', 'two', 'three']],
    ['a string with empty parts', 'keywords: "one,, ,two,"', ['one', 'two']],
    ['a single word', 'keywords: solo', ['solo']],
  ])('reads keywords written as %s', (_form, yaml, expected) => {
    expect(read(yaml).meta.keywords).toEqual(expected);
  });

  it.each(['default', 'wide', 'center', 'frame', 'custom'])('accepts mode %s', (mode) => {
    expect(read(`mode: ${mode}`).meta.mode).toBe(mode);
  });

  it.each([
    ['an unknown mode', 'mode: fullscreen', 'mode'],
    ['hidden as a string', 'hidden: "true"', 'hidden'],
    ['noindex as false', 'noindex: false', 'noindex'],
    ['a title that is a list', 'title: [a, b]', 'title'],
    ['a description that is a map', 'description:\n  a: 1', 'description'],
  ] as const)('ignores %s', (_what, yaml, key) => {
    const { meta, diagnostics } = read(yaml);
    expect(meta[key]).toBeUndefined();
    expect(diagnostics).toEqual([]);
  });

  it('turns numbers into text for text keys and social keys', () => {
    const { meta } = read('title: 2024\ntag: 3\nog:image:width: 1200');
    expect(meta.title).toBe('2024');
    expect(meta.tag).toBe('3');
    expect(meta.social).toEqual({ 'og:image:width': '1200' });
  });

  it('keeps only text and numbers as social values, and only og: and twitter: keys', () => {
    const { meta } = read('og:image:\n  url: x\ntwitter:site: "@me"\nfb:app_id: 1\nog: plain');
    expect(meta.social).toEqual({ 'twitter:site': '@me' });
  });

  it.each(['- a\n- b', '42', '"just text"'])('gives empty metadata for a document that is not a map (%j)', (yaml) => {
    expect(read(yaml)).toEqual({ meta: { social: {}, raw: {} }, diagnostics: [] });
  });

  // `start` is the page line of the opening `---`; the YAML's own line 1 is the line below it.
  it.each([
    ['an unclosed flow list', 'title: ok\nbad: [unclosed', 5, 7, 15],
    ['a key indented under a plain value', 'title: ok\n  bad: x', 1, 2, 8],
    ['a tab for indentation', 'a:\n\tb: 1', 10, 12, 1],
  ])('reports %s as frontmatter-syntax at its line in the page file', (_what, yaml, start, line, column) => {
    const { meta, diagnostics } = readFrontmatter(yaml, 'guides/p.mdx', start);
    expect(meta).toEqual({ social: {}, raw: {} });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'frontmatter-syntax', file: 'guides/p.mdx', line, column });
    expect(diagnostics[0]!.message).toMatch(/^Invalid frontmatter: /);
    expect(diagnostics[0]!.message).not.toContain('\n');
  });

  it('refuses alias bombs instead of expanding them', () => {
    const yaml = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    const { diagnostics } = read(yaml);
    expect(diagnostics.map((d) => d.code)).toEqual(['frontmatter-syntax']);
  });
});

describe('frontmatter in pages', () => {
  it('gives the page its title, description and metadata, and is not rendered', async () => {
    const page = await compileSource('---\ntitle: From frontmatter\ndescription: Short\nkeywords: a, b\n---\n\n# From heading\n');
    expect(page.title).toBe('From frontmatter');
    expect(page.description).toBe('Short');
    expect(page.meta.keywords).toEqual(['a', 'b']);
    expect(page.html).not.toContain('Short');
    expect(page.html).not.toContain('keywords');
    expect(page.html.trim()).toBe('<h1 id="from-heading">From heading</h1>');
  });

  it('has no description when the frontmatter has none', async () => {
    const page = await compileSource('---\ntitle: T\n---\n\nText\n');
    expect(page).not.toHaveProperty('description');
  });

  it.each([
    ['page.mdx', '---\ntitle: ok\nicon: rocket\nbad: [unclosed\n---\n\n# Still rendered\n', 4, 15],
    ['page.md', '---\ntitle: ok\n  nested: x\n---\n\n# Still rendered\n', 2, 8],
  ])('reports invalid YAML in %s at its line in the page file, and still renders the page', async (file, source, line, column) => {
    const page = await compileSource(source, { file });
    expect(located(page.diagnostics, 'frontmatter-syntax')).toEqual([{ severity: 'error', file, line, column }]);
    expect(page.html).toContain('<h1 id="still-rendered">Still rendered</h1>');
    expect(page.title).toBe('Still rendered');
  });
});
