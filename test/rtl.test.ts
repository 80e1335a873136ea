/**
 * Right-to-left languages: the pages of an Arabic or Hebrew division say `dir="rtl"` on `<html>` (the
 * stylesheet's logical properties then mirror the layout); left-to-right pages have no `dir`. The 404
 * page and search documents follow their language. The layout itself is checked in a browser by
 * test/browser/site-rtl.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { writtenPageDocument } from '../src/output/search-bundle.js';
import { searchDocument } from '../src/render/search-document.js';
import { SiteIndex } from '../src/render/site-index.js';
import { textDirection } from '../src/render/ui-strings.js';
import { check } from '../src/site/check.js';
import type { Page } from '../src/model/page.js';
import { fixture } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';

/** The start tag of a written page's `<html>`. */
function htmlTag(file: string): string {
  return /^<!doctype html>(<html[^>]*>)/i.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
}

describe('textDirection', () => {
  it('is rtl for Arabic, Hebrew, Persian and Urdu and their regional variants, ltr for the rest', () => {
    for (const lang of ['ar', 'he', 'fa', 'ur', 'ar-SA', 'AR-eg', 'he-IL', 'fa-IR', 'ur-PK', 'iw', 'yi', 'ckb'])
      expect(textDirection(lang), lang).toBe('rtl');
    for (const lang of ['en', 'fr-CA', 'zh-Hant', 'ja-JP', 'hi', 'tr', 'uk', 'arn', 'her', ''])
      expect(textDirection(lang), lang).toBe('ltr');
  });
});

describe('dir on <html>', () => {
  it('an ar page says dir="rtl" beside lang="ar"; an en page has no dir', async () => {
    const out = path.join(tmpSite({}), 'dist');
    const result = await build(fixture('rtl'), { outDir: out });
    expect(result.diagnostics).toEqual([]);
    for (const page of ['ar/index.html', 'ar/guide/index.html'])
      expect(htmlTag(path.join(out, page)), page).toMatch(/^<html lang="ar" dir="rtl" /);
    for (const page of ['en/index.html', 'en/guide/index.html', '404.html']) {
      const tag = htmlTag(path.join(out, page));
      expect(tag, page).toMatch(/^<html lang="en" /);
      expect(tag, page).not.toMatch(/\bdir=/);
    }
    // The layout's own words are Arabic too.
    const ar = fs.readFileSync(path.join(out, 'ar/index.html'), 'utf8');
    expect(ar).toContain('في هذه الصفحة');
  });

  it('the 404 page of a site whose default language is Hebrew is right to left', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'He',
        navigation: {
          languages: [
            { language: 'he', pages: ['he/index'] },
            { language: 'en', pages: ['en/index'] },
          ],
        },
      },
      'he/index.mdx': '---\ntitle: ברוכים הבאים\n---\n\nשלום.\n',
      'en/index.mdx': '---\ntitle: Welcome\n---\n\nHello.\n',
    });
    const out = path.join(root, 'dist');
    expect((await build(root, { outDir: out })).ok).toBe(true);
    expect(htmlTag(path.join(out, '404.html'))).toMatch(/^<html lang="he" dir="rtl" /);
    expect(htmlTag(path.join(out, 'he/index.html'))).toMatch(/^<html lang="he" dir="rtl" /);
    expect(htmlTag(path.join(out, 'en/index.html'))).not.toMatch(/\bdir=/);
  });

  it('search documents carry the direction, made fresh or cut from a written page', () => {
    const { model } = check(fixture('rtl'));
    const index = new SiteIndex(model!);
    const page = (route: string): Page => ({
      route,
      title: 'T',
      meta: { social: {}, raw: {} },
      html: '<p>x</p>',
      toc: [],
      needs: { math: false, mermaid: false },
      dependencies: [],
      assets: [],
      diagnostics: [],
    });
    const doc = (route: string) =>
      searchDocument(
        index,
        model!.routes.find((r) => r.path === route)!,
        page(route),
      );
    expect(doc('/ar')).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><body>/);
    expect(doc('/en')).toMatch(/^<!doctype html><html lang="en"><body>/);
    expect(writtenPageDocument('<!doctype html><html lang="ar" dir="rtl" data-x="1"><body><main><p>نص</p></main></body></html>')).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><body><main><p>نص</p></main></body></html>',
    );
    expect(writtenPageDocument('<!doctype html><html lang="en" data-x="1"><body><main><p>x</p></main></body></html>')).toBe(
      '<!doctype html><html lang="en"><body><main><p>x</p></main></body></html>',
    );
  });
});
