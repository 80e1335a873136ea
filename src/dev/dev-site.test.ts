import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { DevSite } from './dev-site.js';

describe('DevSite', () => {
  it('serves a sprite of the icons drawn by the pages rendered so far (content and layout)', async () => {
    const root = tmpSite({
      'docs.json': { name: 'S', navigation: { pages: ['a', 'b'] } },
      'a.mdx': '---\ntitle: A\n---\n\n<Icon icon="rocket" />\n',
      'b.mdx': '---\ntitle: B\n---\n\n<Icon icon="anchor" />\n',
    });
    const site = new DevSite(root);
    await site.reload();
    expect(site.iconSprite()).not.toContain('fa-solid-rocket');
    const ctx = site.renderContext!;
    const route = ctx.index.routes.get('/a')!;
    const html = site.renderPage(ctx, route, await site.page(route));
    const sprite = site.iconSprite();
    expect(sprite).toContain('id="fa-solid-rocket"');
    // Page b was never rendered: its icon is not drawn yet.
    expect(sprite).not.toContain('fa-solid-anchor');
    // Every symbol the page refers to is in the sprite.
    for (const m of html.matchAll(/icons\.svg#([a-z0-9-]+)/g)) expect(sprite).toContain(`id="${m[1]}"`);
  });

  it('fills sidebar labels from compiled pages, after quick ones', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['a'] } }, 'a.mdx': '---\ntitle: Quick\n---\n\nText.\n' });
    const site = new DevSite(root);
    await site.reload();
    const ctx = site.renderContext!;
    expect(ctx.labels.get('/a')?.title).toBe('Quick');
    expect(ctx.dev).toBe(true);
  });

  it("colours a custom language's blocks with the grammar as edited, once docs.json's grammar file changes", async () => {
    const grammar = (scope: string) => ({ scopeName: 'source.gram', patterns: [{ match: '\\bword\\b', name: scope }] });
    const root = tmpSite({
      'docs.json': { navigation: { pages: ['a'] }, styling: { codeblocks: { languages: { custom: ['gram.json'] } } } },
      'gram.json': grammar('keyword.control.gram'),
      'a.mdx': '---\ntitle: A\n---\n\n```gram\na word\n```\n',
    });
    const site = new DevSite(root);
    const colour = async () => {
      const ctx = site.renderContext!;
      const route = ctx.index.routes.get('/a')!;
      const html = site.renderPage(ctx, route, await site.page(route));
      return /<span style="color:(#[0-9A-F]{6})[^"]*">word<\/span>/i.exec(html)?.[1]?.toUpperCase();
    };
    await site.reload();
    expect(await colour()).toBe('#D73A49');
    fs.writeFileSync(path.join(root, 'gram.json'), JSON.stringify(grammar('string.quoted.gram')));
    // What the watcher does on a changed .json file.
    expect(site.affectsModel('gram.json', 'change')).toBe(true);
    await site.reload();
    expect(await colour()).toBe('#032F62');
  });
});
