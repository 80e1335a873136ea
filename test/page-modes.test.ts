// Frontmatter `mode`: which parts of the page frame a page keeps (the reference product's page modes).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildToTemp } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';

const MODES = ['default', 'wide', 'center', 'custom', 'frame'] as const;
let out: string;

beforeAll(async () => {
  const page = (mode: string) =>
    `---\ntitle: ${mode} page\ndescription: The ${mode} description.\nmode: ${mode}\n---\n\n## First\n\nText.\n\n## Second\n\nMore.\n`;
  out = await buildToTemp(
    tmpSite({
      'docs.json': { name: 'Modes', navigation: { pages: ['start', ...MODES] } },
      'start.mdx': '---\ntitle: Start\n---\n\nHello.\n',
      ...Object.fromEntries(MODES.map((m) => [`${m}.mdx`, page(m)])),
    }),
  );
}, 60_000);
afterAll(() => fs.rmSync(path.dirname(out), { recursive: true, force: true }));

const html = (mode: string) => fs.readFileSync(path.join(out, mode, 'index.html'), 'utf8');
/** What of the page's frame a built page shows. */
function frame(mode: string) {
  const h = html(mode);
  const [, classes = '', inner = ''] = /<header id="header" class="([^"]*)">([\s\S]*?)<\/header>/.exec(h) ?? [];
  return {
    sidebar: h.includes('<nav id="sidebar"'),
    toc: h.includes('<aside id="table-of-contents"'),
    headerShown: !classes.includes('sx-visually-hidden'),
    title: inner.includes(`<h1 id="page-title" class="sx-title" data-pagefind-meta="title">${mode} page</h1>`),
    description: inner.includes(`The ${mode} description.`),
    prevNext: h.includes('class="sx-prev-next"'),
  };
}

describe('page modes', () => {
  it.each([
    ['default', { sidebar: true, toc: true, headerShown: true, title: true, description: true, prevNext: true }],
    ['wide', { sidebar: true, toc: false, headerShown: true, title: true, description: true, prevNext: true }],
    ['center', { sidebar: false, toc: false, headerShown: true, title: true, description: true, prevNext: true }],
    // A blank canvas: the page draws its own hero; the title stays for screen readers and search.
    ['custom', { sidebar: false, toc: false, headerShown: false, title: true, description: false, prevNext: false }],
    // The same, beside the sidebar.
    ['frame', { sidebar: true, toc: false, headerShown: false, title: true, description: false, prevNext: false }],
  ])('%s keeps the parts of the page frame it should', (mode, expected) => {
    expect(frame(mode)).toEqual(expected);
  });
});

describe('a page opening with its own h1', () => {
  let own: string;
  beforeAll(async () => {
    own = await buildToTemp(
      tmpSite({
        'docs.json': { name: 'Own title', navigation: { pages: ['chains', 'hero'] } },
        // 0xmythril's page: the h1 repeats the title, and the description was drawn above it.
        'chains.mdx': '---\ntitle: Supported Chains\ndescription: Networks available.\n---\n\n# Supported `Chains`\n\nText.\n',
        'hero.mdx': '---\ntitle: Hero\ndescription: Not shown.\nmode: custom\n---\n\n# Big hero\n\nText.\n',
      }),
    );
  }, 60_000);
  afterAll(() => fs.rmSync(path.dirname(own), { recursive: true, force: true }));

  it('shows that h1 as the title, above the description, and not again in the content', () => {
    const h = fs.readFileSync(path.join(own, 'chains', 'index.html'), 'utf8');
    const header = /<header id="header"[^>]*>([\s\S]*?)<\/header>/.exec(h)?.[1] ?? '';
    expect(header).toMatch(
      /^<h1 id="supported-chains" class="sx-title">Supported <code>Chains<\/code><\/h1><div class="sx-description prose"><p>Networks available\.<\/p>/,
    );
    expect(h.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(h).toContain('<div id="content" class="sx-content mdx-content prose">\n<p>Text.</p>');
  });

  it('leaves a custom page’s h1 in its content, where its own layout draws it', () => {
    const h = fs.readFileSync(path.join(own, 'hero', 'index.html'), 'utf8');
    expect(h).toContain('<h1 id="big-hero">Big hero</h1>');
    expect(/<header id="header"[^>]*>[\s\S]*?<\/header>/.exec(h)?.[0]).not.toContain('<h1');
  });
});
