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

  it('own examples: a hand-written API page puts its RequestExample and ResponseExample in a column beside its content', async () => {
    const source = '---\napi: GET /pets\n---\n\n# Pets\n\nText <b>raw</b>\n\n<RequestExample>\n```bash\ncurl x\n```\n</RequestExample>\n';
    const page = await compileSource(source);
    expect(page.ownExamples).toBeUndefined();
    const html = page.html;
    // The title, the endpoint line, then the columns: examples first, then the content.
    expect(html.indexOf('<h1')).toBe(0);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('sx-api-endpoint'));
    expect(html.indexOf('sx-api-endpoint')).toBeLessThan(html.indexOf('<div class="sx-api-layout"><div class="sx-api-examples">'));
    expect(html.indexOf('sx-request-example')).toBeGreaterThan(-1);
    expect(html.indexOf('sx-request-example')).toBeLessThan(html.indexOf('<div class="sx-api-main">'));
    expect(html.indexOf('<div class="sx-api-main">')).toBeLessThan(html.indexOf('<p>Text <b>raw</b></p>'));
    expect(html.match(/sx-api-layout/g)).toHaveLength(1);
    // Its own RequestExample stands for the generated samples; a page without one gets them.
    expect(html).not.toContain('data-sx-tabs="sx-api-request"');
    expect((await compileSource('---\napi: GET /pets\n---\n\nText\n')).html).toMatch(
      /<div class="sx-api-layout"><div class="sx-api-examples"><div class="sx-api-example"><div class="sx-api-code" data-sx-tabs="sx-api-request"/,
    );
  });

  it('own examples apart: a page an API reference joins leaves them out of its HTML, with the kinds it writes', async () => {
    const source = 'Text\n\n<ResponseExample>\n```json 200\n{"ok": true}\n```\n</ResponseExample>\n\nMore\n';
    const ctx = contentSite({ 'page.mdx': source });
    const page = await compilePage('page.mdx', '/page', ctx, { examplesApart: true });
    expect(page.html).not.toContain('ok');
    expect(page.html).toContain('More');
    expect(page.ownExamples).toMatchObject({ request: false, response: true });
    expect(page.ownExamples?.html).toContain('sx-response-example');
    expect(page.ownExamples?.html).toContain('ok');
    expect((await compilePage('page.mdx', '/page', ctx)).ownExamples).toBeUndefined();
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
