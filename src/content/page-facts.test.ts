import { describe, expect, it } from 'vitest';
import { compilePage } from './compile-page.js';
import { compileSource, contentSite } from '../../test/helpers/content.js';

/** What a compiled page says about itself, so the layout and the build need not scan its HTML. */
describe('facts on Page', () => {
  it('ownH1: the content opens with its own h1 (a `#` title, or a snippet that starts with one), not otherwise', async () => {
    expect((await compileSource('# Title\n\nText\n')).ownH1).toBe(true);
    expect((await compileSource('Intro\n\n# Later\n')).ownH1).toBeUndefined();
    expect((await compileSource('---\ntitle: T\n---\n## Section\n')).ownH1).toBeUndefined();
    const snippet = await compileSource("import Head from '/snippets/head.mdx';\n\n<Head />\n\nText\n", {
      others: { 'snippets/head.mdx': '# From a snippet\n' },
    });
    expect(snippet.ownH1).toBe(true);
  });

  it('icons: the sprite symbols the content draws, in the site library unless the icon names its own', async () => {
    const page = await compileSource('<Icon icon="star" />\n\n<Card title="A" icon="rocket" />\n\n<Icon icon="no-such-icon-here" />\n');
    expect(page.icons?.sort()).toEqual(['fa-regular-circle-question', 'fa-solid-rocket', 'fa-solid-star']);
    const ctx = { ...contentSite({ 'page.mdx': '<Icon icon="star" />\n\n<Icon icon={{ name: "star", library: "fontawesome" }} />\n' }) };
    const lucide = await compilePage('page.mdx', '/page', { ...ctx, iconLibrary: 'lucide' });
    expect(lucide.icons?.sort()).toEqual(['fa-solid-star', 'lucide-star']);
    expect((await compileSource('No icons.\n')).icons).toBeUndefined();
  });

  it('ownExamples: a hand-written API page with RequestExample or ResponseExample has its own examples column', async () => {
    const page = await compileSource('---\napi: GET /pets\n---\n\nText\n\n<RequestExample>\n```bash\ncurl x\n```\n</RequestExample>\n');
    expect(page.ownExamples).toBe(true);
    expect(page.html).toContain('class="sx-api-examples"');
    expect((await compileSource('---\napi: GET /pets\n---\n\nText\n')).ownExamples).toBeUndefined();
  });

  it('per-page ids start afresh on every page (tabs, field anchors)', async () => {
    const source = '<Tabs><Tab title="A">a</Tab></Tabs>\n\n<ParamField query="q">x</ParamField>\n\n<ParamField query="q">y</ParamField>\n';
    for (let i = 0; i < 2; i++) {
      const html = (await compileSource(source)).html;
      expect(html).toContain('data-sx-tabs="sx-tabs-1"');
      expect(html).toContain('id="param-q"');
      expect(html).toContain('id="param-q-2"');
    }
  });
});
