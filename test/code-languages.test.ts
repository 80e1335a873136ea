// `styling.codeblocks.languages.custom`: a site's own TextMate grammars colour its code blocks, in one
// thread and in build workers alike; a grammar file that is missing, not JSON or not a grammar is a
// located warning and its blocks stay plain text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { build } from '../src/output/build.js';
import { checkSiteAndPages } from '../src/site/check.js';
import { tmpSite } from './helpers/tmp-site.js';

const TOLK = {
  name: 'Tolk',
  scopeName: 'source.tolk',
  patterns: [
    { match: '\\b(fun|return)\\b', name: 'keyword.control.tolk' },
    { begin: '"', end: '"', name: 'string.quoted.double.tolk' },
    // Another language by its scope: JSON is loaded for it.
    { begin: '@json\\{', end: '\\}', patterns: [{ include: 'source.json' }] },
  ],
};

/** A grammar named only by its file: `scopeName` ends in a bundled language's name, which keeps it. */
const QUIRK = { scopeName: 'source.vendor.json', patterns: [{ match: '\\bquirk\\b', name: 'keyword.control.quirk' }] };

const BLOCK = '```tolk\nfun main() { return "hi"; }\n@json{ "a": 1 }\n```\n';

function site(pages: number, custom: string[]): string {
  const files: Record<string, string | object> = {
    'languages/tolk.tmLanguage.json': TOLK,
    'languages/quirk.json': QUIRK,
    'languages/broken.json': '{\n  "scopeName": oops\n}\n',
    'languages/spec.json': { openapi: '3.1.0' },
  };
  const list: string[] = [];
  for (let i = 1; i <= pages; i++) {
    list.push(`p${i}`);
    files[`p${i}.mdx`] =
      `---\ntitle: Page ${i}\n---\n\n${BLOCK}\n\`\`\`quirk\nquirk ${i}\n\`\`\`\n\n\`\`\`json\n{ "quirk": ${i} }\n\`\`\`\n`;
  }
  files['docs.json'] = { name: 'Grammars', navigation: { pages: list }, styling: { codeblocks: { languages: { custom } } } };
  return tmpSite(files);
}

/** The colour (light theme) of each token of a block's HTML, as `text colour`. */
function tokens(pre: string): string[] {
  return [...pre.matchAll(/<span style="color:(#[0-9A-F]{6})[^"]*">([^<]*)<\/span>/gi)].map(
    (m) => `${m[2]!.trim()} ${m[1]!.toUpperCase()}`,
  );
}

const KEYWORD = '#D73A49';
const STRING = '#032F62';

describe('custom code block languages', () => {
  it('reports each unusable grammar file where it is named or where it breaks, as a warning', async () => {
    const root = site(1, ['/languages/tolk.tmLanguage.json', 'languages/missing.json', './languages/broken.json', 'languages/spec.json']);
    const { diagnostics } = await checkSiteAndPages(root);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.pointer}`)).toEqual([
      'docs.json:13:11 warning code-language-missing /styling/codeblocks/languages/custom/1',
      'languages/broken.json:2:16 warning code-language-invalid ',
      'languages/broken.json:3:1 warning code-language-invalid ',
      'languages/spec.json:1:1 warning code-language-invalid ',
    ]);
    expect(diagnostics[0]!.hint).toMatch(/TextMate grammar/);
  });

  it('refuses grammars whose rules the highlighter would fail on, at the faulty value, and the site still builds', async () => {
    const root = tmpSite({
      'docs.json': {
        name: 'G',
        navigation: { pages: ['p'] },
        styling: { codeblocks: { languages: { custom: ['a.json', 'b.json', 'c.json'] } } },
      },
      'a.json': { scopeName: 'source.a', patterns: [{ match: 'x' }, { include: 5 }] },
      'b.json': { scopeName: 'source.b', patterns: [], repository: { r: { begin: 'x', end: 'y', captures: { '1': null } } } },
      'c.json': { scopeName: 'source.c', patterns: [], injectTo: 5 },
      'p.mdx': '---\ntitle: P\n---\n\n```a\nx\n```\n',
    });
    const { diagnostics } = await checkSiteAndPages(root);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.pointer} ${d.message.split(';')[0]}`)).toEqual([
      'a.json:8:18 code-language-invalid /patterns/1/include a.json: `include` must be a string',
      'b.json:9:14 code-language-invalid /repository/r/captures/1 b.json: a rule must be an object',
      'c.json:4:15 code-language-invalid /injectTo c.json: `injectTo` must be a list of strings',
    ]);
  });

  it('warns at each pattern Oniguruma cannot compile (the rule holding it would match nothing, silently)', async () => {
    const root = tmpSite({
      'docs.json': { name: 'G', navigation: { pages: ['p'] }, styling: { codeblocks: { languages: { custom: ['bad.json'] } } } },
      'bad.json': {
        scopeName: 'source.bad',
        patterns: [
          { match: '\\bok\\b', name: 'keyword.bad' },
          { match: '(unclosed', name: 'string.bad' },
        ],
      },
      'p.mdx': '---\ntitle: P\n---\n\n```bad\nok\n```\n',
    });
    const { diagnostics } = await checkSiteAndPages(root);
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.pointer}`)).toEqual([
      'bad.json:9:16 warning code-language-invalid /patterns/1/match',
    ]);
    expect(diagnostics[0]!.message).toMatch(/^bad\.json: this `match` pattern is not a regular expression Oniguruma compiles; /);
    expect(diagnostics[0]!.hint).toMatch(/unclosed groups/);
  });

  const LIB_BUILD = path.resolve(import.meta.dirname, '../lib/output/build.js');
  it.skipIf(!fs.existsSync(LIB_BUILD))('colour the blocks that name them, in build workers as in one thread', async () => {
    const { build: libBuild } = (await import(LIB_BUILD)) as { build: typeof build };
    const root = site(8, ['languages/tolk.tmLanguage.json', 'languages/quirk.json']);
    const [one, two] = ['one', 'two'].map((n) => path.join(tmpSite({}), n));
    expect((await libBuild(root, { outDir: one!, cache: false, workers: 0 })).ok).toBe(true);
    expect((await libBuild(root, { outDir: two!, cache: false, workers: 2 })).ok).toBe(true);
    for (const out of [one!, two!]) {
      for (let i = 1; i <= 8; i++) {
        const html = fs.readFileSync(path.join(out, `p${i}`, 'index.html'), 'utf8');
        const pres = [...html.matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g)].map((m) => m[0]);
        expect(pres).toHaveLength(3);
        // By the grammar's name (in lower case); the JSON it includes is coloured as JSON.
        expect(tokens(pres[0]!)).toEqual(
          expect.arrayContaining([`fun ${KEYWORD}`, `return ${KEYWORD}`, `"hi" ${STRING}`, `"a" ${STRING}`]),
        );
        // By its file's name; and `json` stays the bundled language although the scope ends in it.
        expect(tokens(pres[1]!)).toContain(`quirk ${KEYWORD}`);
        expect(tokens(pres[2]!)).toContain(`"quirk" ${'#005CC5'}`);
      }
    }
    expect(fs.readFileSync(path.join(two!, 'p3', 'index.html'), 'utf8')).toBe(fs.readFileSync(path.join(one!, 'p3', 'index.html'), 'utf8'));
  });
});
