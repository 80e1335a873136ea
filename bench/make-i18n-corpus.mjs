#!/usr/bin/env node
// Generate a deterministic benchmark docs folder: docs.json + PAGES MDX pages over
// 5 languages × 3 versions (15 divisions), plus GitHub's OpenAPI spec behind an "API" tab in en/v3.
// Usage: node bench/make-i18n-corpus.mjs OUT_DIR [PAGES=10000]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The repository root (bench/..). */
export const REPO_ROOT = path.resolve(HERE, '..');
/** GitHub's REST API description (1,223 operations), shared between checkouts beside the repository. */
export const GITHUB_SPEC = path.resolve(REPO_ROOT, '..', 'shared', 'fixtures', 'specs', 'github-api.github.com-3.0.json');
/** Name of the spec inside the corpus. */
export const SPEC_NAME = 'github-api.json';
/** Dot-file written last into OUT_DIR (dot-files are not scanned by check); marks a finished corpus. */
export const STAMP_FILE = '.corpus-stamp.json';
/** Bump when the corpus shape changes, so bench/run.mjs regenerates (editing this file also does). */
export const GENERATOR_VERSION = 1;

/**
 * The stamp a corpus generated now with `pages` over the first `languages` languages would carry: compare
 * it to decide whether to regenerate.
 */
export function expectedStamp(pages, languages = LANGUAGES.length) {
  const source = crypto
    .createHash('sha256')
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  return {
    generator: GENERATOR_VERSION,
    source,
    pages,
    ...(languages === LANGUAGES.length ? {} : { languages }),
    api: fs.existsSync(GITHUB_SPEC),
  };
}

const LANGUAGES = ['en', 'fr', 'de', 'es', 'ja'];
const VERSIONS = ['v3', 'v2', 'v1']; // v3 first and default
const VERSION_TAGS = { v3: 'Latest', v1: 'Deprecated' };
const TABS = [
  { tab: 'Guides', icon: 'book-open' },
  { tab: 'Reference', icon: 'code' },
  { tab: 'Tutorials', icon: 'graduation-cap' },
];
const SECTIONS_PER_TAB = 4;
const TOPIC_SIZE = 12; // pages per nested group at most
const SECTION_ICONS = [
  'book',
  'rocket',
  'gear',
  'plug',
  'shield-halved',
  'database',
  'bolt',
  'cloud',
  'users',
  'chart-line',
  'terminal',
  'lock',
];
const TOPIC_TAGS = ['New', 'Beta', 'Updated'];
/** Per-language words for page titles and bodies. */
const WORDS = {
  en: {
    page: 'Page',
    section: 'Section',
    topic: 'Topic',
    body: 'This page explains one part of the product, with an example and links to related pages.',
  },
  fr: {
    page: 'Page',
    section: 'Section',
    topic: 'Sujet',
    body: 'Cette page explique une partie du produit, avec un exemple et des liens vers les pages associées.',
  },
  de: {
    page: 'Seite',
    section: 'Abschnitt',
    topic: 'Thema',
    body: 'Diese Seite erklärt einen Teil des Produkts, mit einem Beispiel und Links zu verwandten Seiten.',
  },
  es: {
    page: 'Página',
    section: 'Sección',
    topic: 'Tema',
    body: 'Esta página explica una parte del producto, con un ejemplo y enlaces a páginas relacionadas.',
  },
  ja: {
    page: 'ページ',
    section: 'セクション',
    topic: 'トピック',
    body: 'このページでは製品の一部を、例と関連ページへのリンクとともに説明します。',
  },
};

/** Split `total` into `parts` near-equal integers (the first ones get the remainder). */
function split(total, parts) {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total % parts ? 1 : 0));
}

/** Zero-pad a number to `width` digits. */
function pad(n, width) {
  return String(n).padStart(width, '0');
}

/** The MDX text of one page. */
function pageText(lang, key, n) {
  const w = WORDS[lang];
  return `---\ntitle: "${w.page} ${n}"\ndescription: "${key}"\n---\n\n${w.body}\n\n\`${key}\`\n`;
}

/** Build one section (a top-level group) of `count` pages, writing its files; returns the group. */
function makeSection(out, lang, version, sectionNo, count, firstPage) {
  const w = WORDS[lang];
  const folder = `${lang}/${version}/s${pad(sectionNo, 2)}`;
  fs.mkdirSync(path.join(out, folder), { recursive: true });
  let n = firstPage;
  const page = () => {
    const key = `${folder}/page-${pad(n, 4)}`;
    fs.writeFileSync(path.join(out, `${key}.mdx`), pageText(lang, key, n));
    n++;
    return key;
  };
  const direct = Math.min(count, Math.max(1, Math.ceil(count / 4)));
  const pages = Array.from({ length: direct }, page);
  const topicSizes = split(count - direct, Math.ceil((count - direct) / TOPIC_SIZE));
  topicSizes.forEach((size, t) => {
    const topic = { group: `${w.topic} ${sectionNo}.${t + 1}` };
    if (t % 3 === 1) topic.expanded = true;
    if ((sectionNo + t) % 7 === 0) topic.tag = TOPIC_TAGS[(sectionNo + t) % TOPIC_TAGS.length];
    if (t % 2 === 0) topic.icon = SECTION_ICONS[(sectionNo + t + 3) % SECTION_ICONS.length];
    topic.pages = Array.from({ length: size }, page);
    pages.push(topic);
  });
  const group = { group: `${w.section} ${sectionNo}`, icon: SECTION_ICONS[(sectionNo - 1) % SECTION_ICONS.length] };
  if (sectionNo % 5 === 0) group.tag = 'New';
  group.pages = pages;
  return group;
}

/** Build one language × version division with `count` pages; returns the version element. */
function makeVersion(out, lang, version, count, withApi) {
  const sectionSizes = split(count, TABS.length * SECTIONS_PER_TAB);
  let firstPage = 1;
  const tabs = [];
  TABS.forEach((t, ti) => {
    const groups = [];
    for (let s = 0; s < SECTIONS_PER_TAB; s++) {
      const sectionNo = ti * SECTIONS_PER_TAB + s + 1;
      const size = sectionSizes[sectionNo - 1];
      if (size === 0) continue;
      groups.push(makeSection(out, lang, version, sectionNo, size, firstPage));
      firstPage += size;
    }
    if (groups.length) tabs.push({ ...t, groups });
  });
  if (withApi) tabs.push({ tab: 'API', icon: 'square-terminal', openapi: SPEC_NAME });
  const element = { version };
  if (version === VERSIONS[0]) element.default = true;
  if (VERSION_TAGS[version]) element.tag = VERSION_TAGS[version];
  element.tabs = tabs;
  return element;
}

/** The docs.json object around the generated navigation. */
function makeConfig(languages) {
  return {
    $schema: 'https://sextant.dev/docs.schema.json',
    theme: 'mint',
    name: 'Sextant i18n benchmark',
    description: `Generated corpus: ${languages.length} languages × ${VERSIONS.length} versions, for \`npm run bench\`.`,
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
    navbar: {
      links: [
        { label: 'Support', href: 'mailto:support@example.com' },
        { label: 'Status', href: 'https://status.example.com', icon: 'signal' },
      ],
      primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.example.com' },
    },
    footer: {
      socials: { x: 'https://x.com/example', github: 'https://github.com/example', linkedin: 'https://www.linkedin.com/company/example' },
      links: [
        {
          header: 'Company',
          items: [
            { label: 'About', href: 'https://example.com/about' },
            { label: 'Careers', href: 'https://example.com/careers' },
          ],
        },
        {
          header: 'Legal',
          items: [
            { label: 'Privacy', href: 'https://example.com/privacy' },
            { label: 'Terms', href: 'https://example.com/terms' },
          ],
        },
      ],
    },
    seo: { metatags: { 'og:site_name': 'Sextant i18n benchmark' }, indexing: 'navigable' },
    search: { prompt: 'Search the docs…' },
    navigation: {
      global: {
        anchors: [
          { anchor: 'Community', icon: 'discord', href: 'https://discord.gg/example' },
          { anchor: 'Blog', icon: 'newspaper', href: 'https://example.com/blog' },
        ],
      },
      languages,
    },
  };
}

/**
 * Write the corpus into `out` (removing an earlier corpus there first) and return its stamp:
 * `{ generator, source, pages, api }`. `languages` keeps the first that many of the five languages (the
 * pages are spread over them). Refuses a non-empty folder that is not an earlier corpus.
 */
export function generateCorpus(out, pages = 10000, { log = console.log, languages: languageCount = LANGUAGES.length } = {}) {
  if (!Number.isInteger(languageCount) || languageCount < 1 || languageCount > LANGUAGES.length)
    throw new Error(`languages must be an integer from 1 to ${LANGUAGES.length}`);
  const langs = LANGUAGES.slice(0, languageCount);
  if (!Number.isInteger(pages) || pages < langs.length * VERSIONS.length)
    throw new Error(`PAGES must be an integer ≥ ${langs.length * VERSIONS.length}`);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) {
    if (!fs.existsSync(path.join(out, STAMP_FILE)))
      throw new Error(`${out} is not empty and holds no ${STAMP_FILE}: refusing to overwrite it`);
    fs.rmSync(out, { recursive: true, force: true });
  }
  fs.mkdirSync(out, { recursive: true });
  const api = fs.existsSync(GITHUB_SPEC);
  if (api) linkSpec(out);
  else log(`note: ${GITHUB_SPEC} not found; generating without the API tab`);
  const sizes = split(pages, langs.length * VERSIONS.length);
  const languages = langs.map((lang, li) => {
    const element = { language: lang };
    if (lang === 'en') element.default = true;
    if (lang === 'ja') element.banner = { content: 'この翻訳は**ベータ版**です。', dismissible: true };
    element.versions = VERSIONS.map((v, vi) =>
      makeVersion(out, lang, v, sizes[li * VERSIONS.length + vi], api && lang === 'en' && v === 'v3'),
    );
    return element;
  });
  fs.writeFileSync(path.join(out, 'docs.json'), JSON.stringify(makeConfig(languages), null, 2) + '\n');
  const stamp = { ...expectedStamp(pages, languageCount), api };
  fs.writeFileSync(path.join(out, STAMP_FILE), JSON.stringify(stamp) + '\n');
  return stamp;
}

/** Symlink the GitHub spec into the corpus (copy it where symlinks are not allowed). */
function linkSpec(out) {
  const target = path.join(out, SPEC_NAME);
  try {
    fs.symlinkSync(GITHUB_SPEC, target);
  } catch {
    fs.copyFileSync(GITHUB_SPEC, target);
  }
}

/** Command-line entry: parse OUT_DIR and PAGES, generate, print a one-line summary. */
function cli(argv) {
  const [out, pagesArg] = argv;
  if (!out) {
    console.error('Usage: node bench/make-i18n-corpus.mjs OUT_DIR [PAGES=10000]');
    return 2;
  }
  const pages = pagesArg === undefined ? 10000 : Number(pagesArg);
  const stamp = generateCorpus(path.resolve(out), pages);
  console.log(`wrote ${out}: docs.json + ${stamp.pages} pages${stamp.api ? ` + ${SPEC_NAME} (API tab in en/v3)` : ''}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = cli(process.argv.slice(2));
  } catch (err) {
    console.error(`make-i18n-corpus: ${err.message}`);
    process.exitCode = 1;
  }
}
