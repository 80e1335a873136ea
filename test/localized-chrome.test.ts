/**
 * The words Sextant writes itself (the layout's labels, the 404 page) in the page's language: a site whose
 * default language is French, listed after English, writes its 404 page and every French page's labels in
 * French, and no English is left in their chrome.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../src/output/build.js';
import { uiStrings } from '../src/render/ui-strings.js';
import { tmpSite } from './helpers/tmp-site.js';

let out: string;
let result: BuildResult;

const group = (name: string, pages: string[]) => ({ groups: [{ group: name, pages }] });

beforeAll(async () => {
  const root = tmpSite({
    'docs.json': {
      name: 'Multi',
      styling: { eyebrows: 'breadcrumbs' },
      banner: { content: 'Notice', dismissible: true },
      footer: { socials: { website: 'https://example.com', github: 'https://github.com/example' } },
      navigation: {
        languages: [
          {
            language: 'en',
            versions: [
              { version: 'v2', ...group('Start', ['en/v2/index', 'en/v2/two']) },
              { version: 'v1', ...group('Start', ['en/v1/index']) },
            ],
          },
          {
            language: 'fr',
            default: true,
            versions: [
              { version: 'v2', ...group('Début', ['fr/v2/index', 'fr/v2/deux', 'fr/v2/journal']) },
              { version: 'v1', ...group('Début', ['fr/v1/index']) },
            ],
          },
        ],
      },
    },
    'en/v2/index.mdx': '---\ntitle: Home\n---\n\nText.\n',
    'en/v2/two.mdx': '---\ntitle: Two\n---\n\nText.\n',
    'en/v1/index.mdx': '---\ntitle: Old home\n---\n\nText.\n',
    'fr/v2/index.mdx': '---\ntitle: Accueil\ndeprecated: true\n---\n\n## Section\n\nTexte.\n',
    'fr/v2/deux.mdx': '---\ntitle: Deux\n---\n\nTexte.\n',
    'fr/v2/journal.mdx': '---\ntitle: Journal\n---\n\n<Update label="Un" description="2026-01-01" tags={["API"]}>\n  Texte.\n</Update>\n',
    'fr/v1/index.mdx': '---\ntitle: Ancien accueil\n---\n\nTexte.\n',
  });
  out = path.join(root, 'dist');
  result = await build(root, { outDir: out });
}, 120_000);

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

/** English words of the layout that a French page must not show or announce (those French writes alike left out). */
const ENGLISH_CHROME = [
  'Previous and next pages',
  'aria-label="Breadcrumb"',
  'Language: ',
  'Open navigation',
  'Dark mode',
  'Announcement',
  'Dismiss',
  'Deprecated',
  'Filter entries by tag',
  'Built with',
  '>Website<',
  'Page not found',
  'Go to the home page',
  'Perhaps you were looking for',
  'Suggested pages',
];

describe('a site whose default language is French', () => {
  it('builds without warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('writes its 404 page in French, under the French sidebar', () => {
    const html = read('404.html');
    expect(html).toMatch(/^<!doctype html><html lang="fr"/);
    expect(html).toContain('<title>Page introuvable - Multi</title>');
    expect(html).toContain('<h1 id="page-title" class="sx-title" data-pagefind-meta="title">Page introuvable</h1>');
    expect(html).toContain('<p>La page que vous cherchez n’existe pas ou a été déplacée.</p>');
    expect(html).toContain('<a href="/fr/v2">Aller à la page d’accueil</a>');
    expect(html).toContain('aria-label="Pages suggérées"');
    expect(html).toContain('<p>Vous cherchiez peut-être :</p>');
    expect(html).toContain('href="/fr/v2/deux"');
    expect(html).not.toContain('href="/en/v2/two"');
    expect(ENGLISH_CHROME.filter((english) => html.includes(english))).toEqual([]);
  });

  it("labels a French page's landmarks, switchers and buttons in French", () => {
    const html = read('fr/v2/index.html');
    expect(html).toContain('<nav class="sx-prev-next" id="pagination" aria-label="Pages précédente et suivante">');
    expect(html).toContain('aria-label="Fil d’Ariane"');
    expect(html).toContain('<span class="sx-visually-hidden">Langue: </span>');
    expect(html).toContain('<span class="sx-visually-hidden">Version: </span>');
    expect(html).toContain('aria-label="Ouvrir la navigation"');
    expect(html).toContain('aria-label="Mode sombre"');
    expect(html).toContain('aria-label="Annonce"');
    expect(html).toContain('aria-label="Fermer"');
    expect(html).toMatch(/<p class="sx-badge sx-badge-deprecated"[^>]*>Obsolète<\/p>/);
    expect(html).toContain('<span class="sx-social-name">Site web</span>');
    expect(html).toContain('<span class="sx-social-name">GitHub</span>');
    expect(html).toMatch(/Multi · Créé avec <a href="[^"]+">Sextant<\/a><\/p>/);
    expect(ENGLISH_CHROME.filter((english) => html.includes(english))).toEqual([]);
    expect(read('fr/v2/journal/index.html')).toContain('aria-label="Filtrer les entrées par étiquette"');
  });

  it("hands a French page's runtime its French words once, on <html>", () => {
    const html = read('fr/v2/index.html');
    const [, json] = /^<!doctype html><html [^>]*data-sx-text="([^"]*)"/.exec(html) ?? [];
    const words = JSON.parse(json!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, string>;
    expect(words).toEqual(uiStrings('fr').runtime);
    expect(words['copyCode']).toBe('Copier le code');
    expect(words['copied']).toBe('Copié');
    expect(html.split('data-sx-text=').length).toBe(2);
  });

  it('keeps English on the English pages', () => {
    const html = read('en/v2/index.html');
    expect(html).not.toContain('data-sx-text');
    expect(html).toContain('aria-label="Previous and next pages"');
    expect(html).toContain('<span class="sx-visually-hidden">Language: </span>');
    expect(html).toMatch(/Multi · Built with <a href="[^"]+">Sextant<\/a><\/p>/);
  });
});

describe('a site whose default language is Arabic, with pt-BR, cn and ja-jp', () => {
  let site: string;

  beforeAll(async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Arabe',
        navigation: {
          languages: [
            { language: 'ar', ...group('البداية', ['ar/index', 'ar/two']) },
            { language: 'pt-BR', ...group('Início', ['pt-BR/index', 'pt-BR/two']) },
            { language: 'cn', ...group('开始', ['cn/index']) },
            { language: 'ja-jp', ...group('はじめに', ['ja-jp/index']) },
          ],
        },
      },
      ...Object.fromEntries(
        ['ar/index', 'ar/two', 'pt-BR/index', 'pt-BR/two', 'cn/index', 'ja-jp/index'].map((p) => [
          `${p}.mdx`,
          `---\ntitle: ${p}\n---\n\nText.\n`,
        ]),
      ),
    });
    site = path.join(root, 'dist');
    await build(root, { outDir: site });
  }, 120_000);

  const page = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');

  it("writes an Arabic page's chrome in Arabic", () => {
    const html = page('ar/index.html');
    expect(html).toMatch(/^<!doctype html><html lang="ar"/);
    expect(html).toContain('<a class="sx-skip" href="#content-area">انتقل إلى المحتوى</a>');
    expect(html).toContain('aria-label="الصفحتان السابقة والتالية"');
    expect(html).toContain('<span class="sx-prev-next-hint">التالي</span>');
    expect(html).toContain('<span class="sx-visually-hidden">اللغة: </span>');
    expect(html).toContain('aria-label="فتح قائمة التنقل"');
    expect(html).toContain('<span class="sx-search-prompt">بحث…</span>');
    expect(html).toMatch(/Arabe · تم الإنشاء باستخدام <a href="[^"]+">Sextant<\/a><\/p>/);
    expect(html).not.toContain('Skip to content');
    expect(html).not.toContain('Previous and next pages');
  });

  it('writes the 404 page in Arabic, the default language', () => {
    const html = page('404.html');
    expect(html).toMatch(/^<!doctype html><html lang="ar"/);
    expect(html).toContain('<title>الصفحة غير موجودة - Arabe</title>');
    expect(html).toContain('<a href="/ar">الانتقال إلى الصفحة الرئيسية</a>');
  });

  it('names the languages of the switcher by the BCP 47 tags of their pages, not by the docs.json codes', () => {
    const links = [...page('ar/index.html').matchAll(/<a href="([^"]*)"[^>]* hreflang="([^"]*)" lang="([^"]*)"/g)];
    expect(links.map((m) => [m[1], m[2], m[3]])).toEqual([
      ['/ar', 'ar', 'ar'],
      ['/pt-BR', 'pt-BR', 'pt-BR'],
      ['/cn', 'zh-CN', 'zh-CN'],
      ['/ja-jp', 'ja-JP', 'ja-JP'],
    ]);
    // Each is the `lang` of the page it leads to.
    for (const [, href, hreflang] of links)
      expect(page(`${href!.slice(1)}/index.html`)).toMatch(new RegExp(`^<!doctype html><html lang="${hreflang}"`));
  });

  it("gives pt-BR Portuguese's words, cn simplified Chinese's and ja-jp Japanese's", () => {
    expect(page('pt-BR/index.html')).toMatch(/^<!doctype html><html lang="pt-BR"/);
    expect(page('pt-BR/index.html')).toContain('<a class="sx-skip" href="#content-area">Ir para o conteúdo</a>');
    expect(page('pt-BR/index.html')).toContain('aria-label="Páginas anterior e próxima"');
    expect(page('cn/index.html')).toContain('<a class="sx-skip" href="#content-area">跳到内容</a>');
    expect(page('ja-jp/index.html')).toContain('<a class="sx-skip" href="#content-area">コンテンツへスキップ</a>');
  });
});
