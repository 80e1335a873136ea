import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../site/check.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { expectDiagnostic, type ExpectedDiagnostic } from '../../test/helpers/expect-diagnostic.js';
import { MAX_CONFIG_BYTES, MAX_JSON_DEPTH } from '../source/parse-json.js';

const nav = { pages: ['index'] };
const INDEX = { 'index.mdx': '# Home\n' };

interface Case {
  name: string;
  files: Record<string, string | object>;
  expect: ExpectedDiagnostic;
}

const CASES: Case[] = [
  {
    name: 'a code-sample language Sextant cannot generate is named at its place in api.examples.languages',
    files: {
      'docs.json': '{\n  "navigation": { "pages": ["index"] },\n  "api": { "examples": { "languages": ["curl", "pyhton"] } }\n}\n',
      ...INDEX,
    },
    expect: {
      code: 'api-example-language-unknown',
      severity: 'warning',
      pointer: '/api/examples/languages/1',
      at: '"pyhton"',
      hint: 'did you mean `python`?',
    },
  },
  {
    name: 'a missing docs.json says how to create one',
    files: { 'index.mdx': '# x' },
    expect: { code: 'config-not-found', pointer: '', hint: /sextant init/ },
  },
  {
    name: 'a legacy mint.json alone is read as the docs.json it upgrades to, and said so',
    files: { 'mint.json': { name: 'old', navigation: [{ group: 'Start', pages: ['index'] }] }, ...INDEX },
    expect: { code: 'config-mint-json', severity: 'error', file: 'mint.json', hint: /sextant upgrade/ },
  },
  {
    name: 'a trailing comma is a syntax error at its line and column',
    files: { 'docs.json': '{\n  "navigation": { "pages": ["index"], }\n}\n', ...INDEX },
    expect: { code: 'json-syntax', pointer: '', at: '}\n}', hint: /trailing comma/ },
  },
  {
    name: 'a comment is a syntax error with a hint',
    files: { 'docs.json': '{\n  // site\n  "navigation": { "pages": ["index"] }\n}\n', ...INDEX },
    expect: { code: 'json-syntax', at: '// site', hint: /comment/ },
  },
  {
    name: 'an unterminated document is located at its end',
    files: { 'docs.json': '{\n  "navigation": { "pages": ["index"]\n', ...INDEX },
    expect: { code: 'json-syntax', pointer: '' },
  },
  {
    name: 'a wrong type names what was expected and found',
    files: { 'docs.json': { name: 42, navigation: nav }, ...INDEX },
    expect: { code: 'config-invalid-type', pointer: '/name', at: '42', message: /must be a string, found a number/ },
  },
  {
    name: 'an unknown theme suggests the nearest',
    files: { 'docs.json': { theme: 'mapel', navigation: nav }, ...INDEX },
    expect: { code: 'config-invalid-value', pointer: '/theme', at: '"mapel"', hint: 'did you mean `maple`?' },
  },
  {
    name: 'a missing required field is reported at its object',
    files: { 'docs.json': { colors: { light: '#fff' }, navigation: nav }, ...INDEX },
    expect: { code: 'config-required', pointer: '/colors/primary', at: '{\n    "light"', message: /colors\.primary/ },
  },
  {
    name: 'a bad colour is refused with the expected form',
    files: { 'docs.json': { colors: { primary: 'teal' }, navigation: nav }, ...INDEX },
    expect: { code: 'config-invalid-value', pointer: '/colors/primary', at: '"teal"', message: /hex colour/ },
  },
  {
    name: 'a variable name with a character docs.json refuses says which are allowed, and the name to use',
    files: { 'docs.json': { navigation: nav, variables: { global_name: 'G' } }, ...INDEX },
    expect: {
      code: 'config-invalid-value',
      pointer: '/variables/global_name',
      at: '"global_name"',
      message: /the name `global_name` is not allowed: variable names use letters, digits and hyphens/,
      hint: 'rename it `global-name` (and `{{global_name}}` where pages use it)',
    },
  },
  {
    name: 'an unknown top-level key warns with the nearest known key',
    files: { 'docs.json': { navigation: nav, navbr: {} }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/navbr', at: '"navbr"', hint: 'did you mean `navbar`?' },
  },
  {
    name: 'an unknown key inside a navigation element warns',
    files: { 'docs.json': { navigation: { tabs: [{ tab: 'T', icn: 'x', pages: ['index'] }] } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/navigation/tabs/0/icn', hint: 'did you mean `icon`?' },
  },
  {
    name: 'a footer social network the reference does not list warns, and only that entry is left out',
    files: {
      'docs.json': { navigation: nav, footer: { socials: { github: 'https://github.com/a', mastodon: 'https://m.example/@a' } } },
      ...INDEX,
    },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/footer/socials/mastodon', at: '"mastodon"' },
  },
  {
    name: 'a navbar button needs a label',
    files: { 'docs.json': { navigation: nav, navbar: { primary: { type: 'button', href: 'https://app.example' } } }, ...INDEX },
    expect: { code: 'config-required', pointer: '/navbar/primary/label', message: /label/ },
  },
  {
    name: 'an older mint.json key says where docs.json holds it',
    files: { 'docs.json': { navigation: nav, topbarCtaButton: { name: 'Sign up', url: 'https://app.example' } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/topbarCtaButton', hint: /navbar\.primary/ },
  },
  {
    name: '`styles`, too far from `styling` for a did-you-mean, still gets it',
    files: { 'docs.json': { navigation: nav, styles: { latex: true } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/styles', hint: 'did you mean `styling`?' },
  },
  {
    name: '`collapsed` on a group says that groups start closed',
    files: { 'docs.json': { navigation: { groups: [{ group: 'G', collapsed: true, pages: ['index'] }] } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/navigation/groups/0/collapsed', hint: /expanded/ },
  },
  {
    name: '`fonts` mixing one font with `heading` says to choose one shape',
    files: { 'docs.json': { navigation: nav, fonts: { family: 'Inter', heading: { family: 'Lora' } } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/fonts/heading', hint: /put the font in `body`/ },
  },
  {
    name: "mint.json's `api.baseUrl` says where docs.json keeps the server",
    files: { 'docs.json': { navigation: nav, api: { baseUrl: 'https://api.example.com' } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/api/baseUrl', hint: /`api\.mdx\.server`/ },
  },
  {
    name: "mint.json's `api.playground.mode` says it is `api.playground.display` in docs.json",
    files: { 'docs.json': { navigation: nav, api: { playground: { mode: 'simple' } } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/api/playground/mode', hint: /`api\.playground\.display`/ },
  },
  {
    name: "mint.json's `seo.indexHiddenPages` says it is `seo.indexing` in docs.json",
    files: { 'docs.json': { navigation: nav, seo: { indexHiddenPages: true } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/seo/indexHiddenPages', hint: /`seo\.indexing: "all"`/ },
  },
  {
    name: 'meta tags written under `metadata` point to `seo.metatags`',
    files: { 'docs.json': { navigation: nav, metadata: { 'og:title': 'Docs' } }, ...INDEX },
    expect: { code: 'config-unknown-key', severity: 'warning', pointer: '/metadata/og:title', hint: /`seo\.metatags`/ },
  },
  {
    name: 'a font without a source says it is not shipped',
    files: { 'docs.json': { navigation: nav, fonts: { body: { family: 'Recursive' }, heading: { family: 'Inter' } } }, ...INDEX },
    expect: { code: 'font-not-shipped', severity: 'warning', pointer: '/fonts/body/family', at: '"Recursive"', hint: /`source`/ },
  },
  {
    name: "a font's install hint names the package Fontsource publishes it as",
    files: { 'docs.json': { navigation: nav, fonts: { family: 'Geist Sans' } }, ...INDEX },
    expect: { code: 'font-not-shipped', severity: 'warning', pointer: '/fonts/family', hint: /@fontsource-variable\/geist`/ },
  },
  {
    name: 'an empty tabs array is too small',
    files: { 'docs.json': { navigation: { tabs: [] } }, ...INDEX },
    expect: { code: 'config-too-small', pointer: '/navigation/tabs' },
  },
  {
    name: 'a page entry of the wrong type is refused',
    files: { 'docs.json': { navigation: { pages: ['index', 7] } }, ...INDEX },
    expect: { code: 'config-invalid-type', pointer: '/navigation/pages/1', message: /string or (an )?object/ },
  },
  {
    name: 'an icon written with fa- is refused',
    files: { 'docs.json': { navigation: { tabs: [{ tab: 'T', icon: 'fa-house', pages: ['index'] }] } }, ...INDEX },
    expect: { code: 'config-invalid-value', pointer: '/navigation/tabs/0/icon', message: /fa-/ },
  },
  {
    name: 'a redirect source may appear once',
    files: {
      'docs.json': {
        navigation: nav,
        redirects: [
          { source: '/a', destination: '/b' },
          { source: '/a', destination: '/c' },
        ],
      },
      ...INDEX,
    },
    expect: { code: 'config-duplicate-redirect', pointer: '/redirects/1/source' },
  },
  {
    name: 'an included file that does not exist is named',
    files: { 'docs.json': { navigation: { $ref: './nav.json' } }, ...INDEX },
    expect: { code: 'config-ref-not-found', pointer: '/navigation/$ref', at: '"./nav.json"' },
  },
  {
    name: 'includes that include each other are a cycle',
    files: { 'docs.json': { navigation: { $ref: 'a.json' } }, 'a.json': { $ref: 'b.json' }, 'b.json': { $ref: 'a.json' }, ...INDEX },
    expect: { code: 'config-ref-cycle', file: 'b.json', pointer: '/$ref', message: /a\.json → b\.json → a\.json/ },
  },
  {
    name: 'an include outside the project is refused',
    files: { 'docs.json': { navigation: { $ref: '../outside.json' } }, ...INDEX },
    expect: { code: 'config-ref-outside-project', pointer: '/navigation/$ref' },
  },
  {
    name: 'an include given as a URL is refused',
    files: { 'docs.json': { navigation: { $ref: 'https://example.com/nav.json' } }, ...INDEX },
    expect: { code: 'config-ref-invalid', pointer: '/navigation/$ref' },
  },
  {
    name: 'a problem inside an included file is located in that file',
    files: {
      'docs.json': { navigation: { $ref: 'parts/nav.json' } },
      'parts/nav.json': { tabs: [{ tab: 'T', pages: ['missing'] }] },
      ...INDEX,
    },
    expect: { code: 'nav-page-not-found', file: 'parts/nav.json', pointer: '/tabs/0/pages/0', at: '"missing"' },
  },
  {
    name: 'a syntax error inside an included file is located in that file',
    files: { 'docs.json': { navigation: { $ref: 'nav.json' } }, 'nav.json': '{ "pages": [ "index" ] ;', ...INDEX },
    expect: { code: 'json-syntax', file: 'nav.json', at: ';' },
  },
];

describe('docs.json rules', () => {
  it.each(CASES)('$name', ({ files, expect: want }) => {
    const root = tmpSite(files);
    expectDiagnostic(root, check(root).diagnostics, want);
  });

  it('says in one warning, at the first of them, which contextual options the page menu leaves out and why', () => {
    const root = tmpSite({
      'docs.json':
        '{\n  "navigation": { "pages": ["index"] },\n  "contextual": { "options": ["copy", "cursor", "chatgpt", "vscode", "aistudio", "assistant"] }\n}\n',
      ...INDEX,
    });
    const found = check(root).diagnostics.filter((d) => d.code === 'config-contextual-not-drawn');
    expect(found).toHaveLength(1);
    expectDiagnostic(root, found, {
      code: 'config-contextual-not-drawn',
      severity: 'warning',
      pointer: '/contextual/options/1',
      at: '"cursor"',
      hint: /custom option/,
    });
    expect(found[0]!.message).toBe(
      'The page menu leaves out 4 options that need what Sextant does not have: `cursor`, `vscode` (an MCP server hosted with the ' +
        "site, which Sextant does not run); `aistudio` (the address Mintlify opens, which is not documented); `assistant` (Mintlify's hosted assistant)",
    );
  });

  it('says nothing of contextual options the page menu draws', () => {
    const root = tmpSite({
      'docs.json': {
        navigation: { pages: ['index'] },
        contextual: {
          options: [
            'copy',
            'view',
            'chatgpt',
            'claude',
            'perplexity',
            'grok',
            'mcp',
            { title: 'T', description: 'D', href: 'https://x.example' },
          ],
        },
      },
      ...INDEX,
    });
    expect(check(root).diagnostics).toEqual([]);
  });

  it('does not pile knock-on errors on an object whose include failed', () => {
    const root = tmpSite({
      'docs.json': { banner: { $ref: 'missing.json', dismissible: true }, navigation: { pages: ['index'] } },
      ...INDEX,
    });
    expect(check(root).diagnostics.map((d) => `${d.code} ${d.pointer}`)).toEqual(['config-ref-not-found /banner/$ref']);
  });

  it('warns at a key written twice in one object, which keeps its last value (OpenDonationAssistant)', () => {
    const root = tmpSite({
      'docs.json':
        '{\n  "name": "Dup",\n  "theme": "mint",\n  "colors": { "primary": "#0a0" },\n  "navigation": { "pages": ["index"] },\n  "api": {\n    "openapi": "a.yaml",\n    "openapi": "b.yaml",\n    "openapi": "c.yaml"\n  }\n}\n',
      ...INDEX,
    });
    const found = check(root).diagnostics.filter((d) => d.code === 'config-duplicate-key');
    expect(found.map((d) => `${d.severity} ${d.line}:${d.column} ${d.pointer}`)).toEqual([
      'warning 8:5 /api/openapi',
      'warning 9:5 /api/openapi',
    ]);
    expect(found[0]!.message).toContain('first at line 7');
  });

  it('reports one syntax error per position', () => {
    const root = tmpSite({ 'docs.json': '{ "navigation": { "pages": ["index"], } }', ...INDEX });
    expect(check(root).diagnostics.map((d) => d.code)).toEqual(['json-syntax']);
  });

  it('merges sibling keys over an included object, and keeps the included values', () => {
    const root = tmpSite({
      'docs.json': {
        name: 'Site',
        navigation: { $ref: 'nav.json', global: { anchors: [{ anchor: 'Home', href: 'https://example.com' }] } },
      },
      'nav.json': { pages: ['index'], global: { anchors: [] } },
      ...INDEX,
    });
    const { diagnostics, model } = check(root);
    expect(diagnostics).toEqual([]);
    expect(model?.routes.map((r) => r.path)).toEqual(['/']);
    expect(model?.global.anchors.map((a) => a.href)).toEqual(['https://example.com']);
    expect(model?.routes[0]?.source).toEqual({ file: 'nav.json', pointer: '/pages/0' });
  });

  it('resolves an include of an array (siblings would be ignored) relative to the including file', () => {
    const root = tmpSite({
      'docs.json': { navigation: { $ref: 'parts/nav.json' } },
      'parts/nav.json': { groups: { $ref: './groups.json' } },
      'parts/groups.json': [{ group: 'G', pages: ['index'] }],
      ...INDEX,
    });
    const { diagnostics, model } = check(root);
    expect(diagnostics).toEqual([]);
    expect(model?.routes[0]).toMatchObject({ path: '/', groups: ['G'], source: { file: 'parts/groups.json', pointer: '/0/pages/0' } });
  });

  it('refuses nesting deeper than the limit at the place it happens', () => {
    const depth = 10_000;
    const root = tmpSite({ 'docs.json': '{"navigation":' + '['.repeat(depth) + ']'.repeat(depth) + '}' });
    const { diagnostics } = check(root);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'json-too-deep', line: 1, column: '{"navigation":'.length + MAX_JSON_DEPTH });
  });

  it('refuses a 50 MB docs.json before reading it', () => {
    const root = tmpSite({ 'docs.json': '{}' });
    const big = '{"navigation":{"pages":[' + '"p",'.repeat(Math.ceil((50 * 1024 * 1024) / 4)) + '"p"]}}';
    expect(big.length).toBeGreaterThan(MAX_CONFIG_BYTES);
    fs.writeFileSync(path.join(root, 'docs.json'), big);
    const started = performance.now();
    const { diagnostics } = check(root);
    expect(diagnostics.map((d) => d.code)).toEqual(['config-too-large']);
    expect(diagnostics[0]!.hint).toMatch(/\$ref/);
    expect(performance.now() - started).toBeLessThan(5_000); // a guard against parsing it, not a benchmark
  });
});
