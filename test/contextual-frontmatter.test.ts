/**
 * A page's frontmatter `contextual` over docs.json's: `options: []` turns the menu off on that page,
 * other options or `display` replace docs.json's there, and an invalid value is a located warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

let out: string;
let result: BuildResult;

beforeAll(async () => {
  const root = tmpSite({
    'docs.json': {
      name: 'Menus',
      contextual: { options: ['copy', 'view'] },
      navigation: { pages: ['plain', 'off', 'other', 'toc', 'broken'] },
    },
    'plain.mdx': '---\ntitle: Plain\n---\n\n## Section\n\nText.\n',
    'off.mdx': '---\ntitle: Off\ncontextual:\n  options: []\n---\n\nText.\n',
    'other.mdx':
      '---\ntitle: Other\ncontextual:\n  options: [chatgpt, { title: Ask us, description: Our forum, href: "https://forum.example/?q=$path" }]\n---\n\nText.\n',
    'toc.mdx': '---\ntitle: Toc\ncontextual:\n  display: toc\n---\n\n## Section\n\nText.\n',
    'broken.mdx': '---\ntitle: Broken\ncontextual:\n  options: [nope]\n---\n\nText.\n',
  });
  out = path.join(root, 'dist');
  result = await build(root, { outDir: out });
}, 60_000);

const page = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
/** The menu's entries (their titles) and whether it sits in the header or above the table of contents. */
const menu = (route: string) => {
  const html = page(route);
  const at = html.indexOf('data-sx-contextual');
  if (at < 0) return undefined;
  const where = at < html.indexOf('id="table-of-contents"') ? 'header' : 'toc';
  const main = html.slice(at).match(/class="sx-contextual-main"[^>]*>.*?<span>([^<]*)<\/span>/)?.[1];
  return { where, main, links: [...html.slice(at).matchAll(/data-sx-ctx-href="([^"]*)"/g)].map((m) => m[1]!) };
};

describe('frontmatter contextual', () => {
  it("keeps docs.json's menu on a page that sets none", () => {
    expect(menu('plain')).toMatchObject({ where: 'header', main: 'Copy page' });
  });

  it('turns the menu off with options: []', () => {
    expect(menu('off')).toBeUndefined();
  });

  it("replaces docs.json's options with the page's, custom links included", () => {
    expect(menu('other')).toMatchObject({ where: 'header', main: 'Open in ChatGPT' });
    expect(menu('other')!.links.some((l) => l.startsWith('https://chatgpt.com/'))).toBe(true);
    expect(menu('other')!.links).toContain('https://forum.example/?q=$path');
    expect(page('other')).not.toContain('View as Markdown');
  });

  it("moves the menu above the table of contents with display: toc, keeping docs.json's options", () => {
    expect(menu('toc')).toMatchObject({ where: 'toc', main: 'Copy page' });
    expect(page('toc')).toContain('View as Markdown');
  });

  it("warns at the page's contextual line about an invalid value, and shows docs.json's menu", () => {
    const found = result.diagnostics.filter((d) => d.code === 'frontmatter-contextual-invalid');
    expect(found.map((d) => [d.severity, d.file, d.line])).toEqual([['warning', 'broken.mdx', 3]]);
    expect(found[0]!.message).toContain('contextual.options.0');
    expect(menu('broken')).toMatchObject({ where: 'header', main: 'Copy page' });
  });
});
