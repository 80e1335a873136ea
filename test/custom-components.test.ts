/**
 * Custom components: the author's own components run on the server, fail alone, and become islands only where
 * interactive, or where they fail on the server (drawn in the browser only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../src/output/build.js';
import { fixture } from './helpers/built-site.js';
import { withoutMarks } from './helpers/content.js';
import { sharedFixtures, tmpSite } from './helpers/tmp-site.js';
import { loadSite } from '../src/site/site.js';
import { compileRoute } from '../src/pages/compile-route.js';

const site = fixture('custom-components');
let out: string;
let result: BuildResult;

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-'));
  result = await build(site, { outDir: out, cache: false });
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

/** The page's content, without the marks built-in components carry (components.test.ts tests them). */
const content = (route: string) => {
  const html = fs.readFileSync(path.join(out, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
  return withoutMarks(html.slice(html.indexOf('<div id="content" class="sx-content mdx-content prose">'), html.indexOf('</article>')));
};

describe('the fixture site', () => {
  it('builds, with one warning per failing component, located in the author’s code, none for reading the browser’s globals', () => {
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);
    expect(warnings).toEqual([
      'snippets/host.jsx:14:9 custom-component-error <Boom> failed on the server and is drawn in the browser only: boom',
      "throws.mdx:6:19 custom-component-error <Broken> failed on the server and is drawn in the browser only: TypeError: Cannot read properties of undefined (reading 'missing')",
    ]);
  });

  it('renders components a page defines, with built-ins and MDX children inside, and no island for static ones', () => {
    const html = content('/');
    expect(html).toContain('<div class="hero"><h2>Welcome</h2><div class="sx-callout sx-callout-note" role="note" aria-label="Note">');
    expect(html).toContain('Hello from <strong>MDX</strong> children.');
    expect(html).toContain('<p>Inline: <span class="stat"><b>42</b> answers</span></p>');
    expect(html).not.toContain('<sx-island');
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).not.toContain('/_sextant/islands/');
  });

  it('renders a .jsx snippet’s counter on the server as an island with its props, and calls the snippet’s functions', () => {
    const html = content('/counter');
    expect(html).toMatch(
      /<sx-island data-island="(\w+)" data-export="Counter" data-props="\{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;\}" style="display:contents"><button type="button" class="counter">Clicks: 2<\/button><\/sx-island>/,
    );
    expect(html).toContain('<button type="button" class="counter">Count: 10</button>');
    expect(html).toContain('<p>2 items.</p>');
    const id = /data-island="(\w+)"/.exec(html)![1]!;
    expect(fs.existsSync(path.join(out, '_sextant/islands', `${id}.js`))).toBe(true);
  });

  it('highlights <CodeBlock> as a fence is highlighted, in a page and in a component, with its title, icon, lines and flags', () => {
    const html = content('/code-block');
    // In the island: coloured, titled with its icon, line 1 highlighted; the marker for the compiler is gone.
    expect(html).toMatch(
      /<sx-island [^>]*data-export="Install"[^]*<figure class="sx-code" data-lang="bash" data-title="Install"><figcaption><svg class="sx-icon"[^>]*><use href="\/_sextant\/icons.svg#fa-solid-terminal"><\/use><\/svg>Install<\/figcaption><pre class="shiki [^"]*has-highlighted"/,
    );
    expect(html).toMatch(/<span class="line highlighted"><span style="color:#6F42C1[^"]*">npm<\/span>/);
    expect(html).not.toContain('data-sx-highlight');
    // In the page: a template literal's lines, focus and the flags as the fence's meta gives them.
    expect(html).toMatch(
      /<figure class="sx-code sx-code-wrap sx-code-lines" data-lang="ts" data-title="client.ts"><figcaption>[^]*?client.ts<\/figcaption><pre class="shiki [^"]*has-focused"/,
    );
    expect(html).toMatch(/<span style="color:#032F62[^"]*">(&#x22;|&quot;|")\/items(&#x22;|&quot;|")<\/span>/);
    // Its twin has the fence it stands for.
    expect(fs.readFileSync(path.join(out, 'code-block.md'), 'utf8')).toContain(
      '```ts client.ts\nconst client = createClient();\nconst res = await client.get("/items");\n```',
    );
  });

  it('maps `import React from "react"` to Preact and draws MDX children where the component puts them, between slot markers', () => {
    const html = content('/react-import');
    // Loading React's compat layer leaves how the server draws everything else unchanged (attribute order included).
    expect(fs.readFileSync(path.join(out, 'react-import/index.html'), 'utf8')).toContain('<a class="sx-skip" href="#content-area">');
    expect(html).toContain('data-export="Toggle"');
    expect(html).toContain('<button type="button" aria-expanded="false">Show</button>');
    expect(html).toContain(
      '<div class="toggle-body" hidden><!--sx-slot--><p>Hidden <strong>content</strong> until shown.</p><!--/sx-slot--></div>',
    );
    expect(html).not.toContain('data-sx-children');
  });

  it('sends children a component does not draw on the server aside, in a template, nested islands and all', () => {
    const html = content('/slots');
    expect(html).toContain(
      '<div class="stack" data-count="0"><!--sx-slot--><p>First paragraph.</p><p>Second paragraph.</p><!--/sx-slot--></div>',
    );
    expect(html).toMatch(
      /<div class="disclosure"><button type="button" aria-expanded="false">More<\/button><\/div><template data-sx-children><p>Drawn only when <strong>opened<\/strong>.<\/p><sx-island [^>]*data-export="Collapse" data-props="\{&quot;title&quot;:&quot;Inner&quot;\}"/,
    );
  });

  it('leaves a component that fails on the server to the browser, with its located error, and draws the rest of the page', () => {
    const html = content('/throws');
    expect(html).toContain(
      '<sx-island data-island="' +
        /data-island="(\w+)"/.exec(html)![1] +
        '" data-export="Broken" data-props="{}" data-client-only data-error="{&quot;message&quot;:&quot;TypeError: Cannot read properties of undefined (reading \'missing\')&quot;,&quot;file&quot;:&quot;throws.mdx&quot;,&quot;line&quot;:6,&quot;column&quot;:19}" style="display:contents"></sx-island>',
    );
    expect(html).not.toContain('sx-component-error');
    expect(html).toContain('<p class="fine">Still rendered.</p>');
  });

  it('makes islands drawn in the browser only of components that read the browser while rendering, static ones included', () => {
    const html = content('/browser-only');
    const id = /data-island="(\w+)"/.exec(html)![1]!;
    // Nothing drawn in their place, and no error said: the browser draws them, as Mintlify does.
    expect(html).toContain(
      `<sx-island data-island="${id}" data-export="Host" data-props="{}" data-client-only style="display:contents"></sx-island>`,
    );
    // A component whose inner part reads the browser is drawn there whole.
    expect(html).toContain(
      `<sx-island data-island="${id}" data-export="Viewport" data-props="{}" data-client-only style="display:contents"></sx-island>`,
    );
    // One that fails for another reason carries its error for the browser, and its children aside.
    expect(html).toMatch(
      /<sx-island [^>]*data-export="Boom" data-props="\{\}" data-client-only data-error="\{&quot;message&quot;:&quot;boom&quot;,&quot;file&quot;:&quot;snippets\/host.jsx&quot;,&quot;line&quot;:14,&quot;column&quot;:9\}" style="display:contents"><template data-sx-children><p>Written <strong>inside<\/strong> it.<\/p><\/template><\/sx-island>/,
    );
    expect(html).toContain('<p>After them.</p>');
    // Their module is static: its code is shipped because they failed here, and only to this page.
    expect(fs.existsSync(path.join(out, '_sextant/islands', `${id}.js`))).toBe(true);
    // Preloaded from the head: drawn as soon as the page is parsed.
    expect(fs.readFileSync(path.join(out, 'browser-only/index.html'), 'utf8')).toContain(
      `<link rel="modulepreload" href="/_sextant/islands/${id}.js"/>`,
    );
    for (const route of ['/', '/plain', '/counter']) expect(content(route)).not.toContain(id);
    expect(content('/remembered')).toMatch(
      /<sx-island [^>]*data-export="Remembered" data-props="\{\}" data-client-only style="display:contents"><\/sx-island>/,
    );
  });

  it('renders member components of an exported object (`Shelf.Box`), islands named by their path', () => {
    const html = content('/members');
    expect(html).toMatch(/<div class="shelf-box"><!--sx-slot-->.*<span class="shelf-label">first<\/span>/);
    expect(html).toContain('data-export="Votes.Up" data-props="{&quot;start&quot;:5}"');
  });

  it('keeps data-only pages on the data path: no island, no script', () => {
    expect(content('/plain')).toContain('<p>No custom components here: 42.</p>');
    expect(fs.readFileSync(path.join(out, 'plain/index.html'), 'utf8')).not.toContain('_sextant/islands');
  });
});

describe('author code that misbehaves', () => {
  it('locates syntax errors, and an endless loop fails its component without hanging the build', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Bad', navigation: { pages: ['syntax', 'loop', 'missing'] } },
      'syntax.mdx': '---\ntitle: Syntax\n---\n\nimport { Bad } from "/snippets/bad.jsx";\n\n<Bad>\n  Written **inside** it.\n</Bad>\n',
      'snippets/bad.jsx': 'export const Bad = () => (\n  <div>{1 +}</div>\n);\n',
      'loop.mdx':
        '---\ntitle: Loop\n---\n\nexport const Spin = () => {\n  while (true) {}\n};\n\n<Spin>Inside the loop.</Spin>\n\nAfter.\n',
      'missing.mdx': '---\ntitle: Missing\n---\n\nimport { Nope } from "/snippets/nope.jsx";\n\n<Nope />\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-bad-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.ok).toBe(true);
      const got = r.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
      expect(got.find((d) => d.startsWith('snippets/bad.jsx:2 custom-component-error'))).toContain('Unexpected');
      expect(got.find((d) => d.startsWith('loop.mdx:'))).toMatch(/^loop\.mdx:5 custom-component-error <Spin> failed: .*timed out/);
      expect(got).toContain(
        'missing.mdx:5 snippet-not-found Cannot find "/snippets/nope.jsx" in the docs folder: <Nope> draws only what the page writes inside',
      );
      const loop = fs.readFileSync(path.join(target, 'loop/index.html'), 'utf8');
      expect(loop).toContain('data-component-name="Spin"');
      expect(loop).toContain('After.');
      // What the page wrote inside a failed component stays, after its error (as an unknown component's children).
      expect(loop).toMatch(/data-component-name="Spin">[^]*?<\/div>Inside the loop\./);
      const syntax = fs.readFileSync(path.join(target, 'syntax/index.html'), 'utf8');
      expect(syntax).toContain('data-component-name="Bad"');
      expect(syntax).toMatch(/data-component-name="Bad">[^]*?<\/div><p>Written <strong>inside<\/strong> it\.<\/p>/);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('keeps the other imports of a page working when one names a missing file; reads an MDX snippet’s default import', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Imports', navigation: { pages: ['code', 'data'] } },
      'snippets/hello.jsx': 'export const Hello = () => <p>Hello from jsx</p>;\n',
      'snippets/ok.mdx': 'Snippet **text**.\n',
      'code.mdx':
        '---\ntitle: Code\n---\nimport { Hello } from "/snippets/hello.jsx";\nimport Ok from "/snippets/ok.mdx";\nimport Missing, { Other } from "/snippets/missing.mdx";\n\n<Hello />\n\n<Ok />\n\n<Missing>Kept inside.</Missing>\n',
      'data.mdx':
        '---\ntitle: Data\n---\nimport Ok from "/snippets/ok.mdx";\nimport Missing from "./snippets/gone";\n\n<Ok />\n\n<Missing>Kept too.</Missing>\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-imports-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.ok).toBe(true);
      expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
        'code.mdx:6:32 snippet-not-found Cannot find "/snippets/missing.mdx" in the docs folder: <Missing>, <Other> draw only what the page writes inside',
        'data.mdx:5:21 snippet-not-found Cannot find "./snippets/gone" in the docs folder: <Missing> draws only what the page writes inside',
      ]);
      const code = fs.readFileSync(path.join(target, 'code/index.html'), 'utf8');
      expect(code).toContain('<p>Hello from jsx</p>');
      expect(code).toContain('Snippet <strong>text</strong>.');
      expect(code).toContain('Kept inside.');
      expect(code).not.toContain('could not be rendered');
      const data = fs.readFileSync(path.join(target, 'data/index.html'), 'utf8');
      expect(data).toContain('Snippet <strong>text</strong>.');
      expect(data).toContain('Kept too.');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('says to import a component in the code file that uses it when only its page imports it', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Scope', navigation: { pages: ['stub'] } },
      'snippets/aside.jsx': 'export const Aside = ({ children }) => <aside>{children}</aside>;\n',
      'snippets/stub.jsx': 'export const Stub = ({ issue }) => <Aside>Placeholder #{issue}</Aside>;\n',
      'stub.mdx':
        "---\ntitle: Stub\n---\nimport { Aside } from '/snippets/aside.jsx';\nimport { Stub } from '/snippets/stub.jsx';\n\n<Stub issue=\"42\" />\n",
    });
    const r = await build(docs, { outDir: path.join(docs, 'dist'), cache: false });
    const d = r.diagnostics.find((x) => x.code === 'custom-component-error');
    expect(d).toMatchObject({ file: 'snippets/stub.jsx', line: 1 });
    expect(d!.hint).toContain('import `Aside` in snippets/stub.jsx itself');
  });

  it('gives each page its own module state', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'State', navigation: { pages: ['a', 'b'] } },
      'snippets/count.jsx': 'let renders = 0;\nexport const Renders = () => <p>render {++renders}</p>;\n',
      'a.mdx': '---\ntitle: A\n---\n\nimport { Renders } from "/snippets/count.jsx";\n\n<Renders />\n',
      'b.mdx': '---\ntitle: B\n---\n\nimport { Renders } from "/snippets/count.jsx";\n\n<Renders />\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-state-'));
    try {
      expect((await build(docs, { outDir: target, cache: false, workers: 0 })).ok).toBe(true);
      for (const p of ['a', 'b']) expect(fs.readFileSync(path.join(target, p, 'index.html'), 'utf8')).toContain('<p>render 1</p>');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('rebuilds a page when a .jsx file it imports changes (the compile cache checks what it bundled)', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Rebuild', navigation: { pages: ['a'] } },
      'snippets/hello.jsx': 'export const Hello = () => <p>first</p>;\n',
      'a.mdx': '---\ntitle: A\n---\n\nimport { Hello } from "/snippets/hello.jsx";\n\n<Hello />\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-rebuild-'));
    try {
      expect((await build(docs, { outDir: target })).ok).toBe(true);
      expect(fs.readFileSync(path.join(target, 'a/index.html'), 'utf8')).toContain('<p>first</p>');
      fs.writeFileSync(path.join(docs, 'snippets/hello.jsx'), 'export const Hello = () => <p>second</p>;\n');
      const again = await build(docs, { outDir: target });
      expect(again.compiled).toBe(1);
      expect(fs.readFileSync(path.join(target, 'a/index.html'), 'utf8')).toContain('<p>second</p>');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('a code file many pages import', () => {
  it('is compiled once and shared; its errors stay located in the code file, on every page', async () => {
    const pages = Array.from({ length: 6 }, (_, i) => `p${i}`);
    const files: Record<string, string | object> = {
      'docs.json': { name: 'Shared', navigation: { pages: [...pages, 'own', 'nested/deep'] } },
      'snippets/shared.jsx':
        'export const Fine = ({ n }) => <p className="fine">fine {n}</p>;\n\nexport const Boom = () => {\n  return null.x;\n};\n',
      'snippets/helper.js': 'export const twice = (n) => n * 2;\n',
      'snippets/uses-helper.jsx': 'import { twice } from "./helper";\nexport const Twice = ({ n }) => <b>{twice(n)}</b>;\n',
      'own.mdx':
        '---\ntitle: Own\n---\n\nimport { Fine } from "/snippets/shared.jsx";\nimport { Twice } from "/snippets/uses-helper.jsx";\n\nexport const Local = () => <i>local</i>;\n\n<Fine n={1} /> <Local /> <Twice n={21} />\n',
      'nested/deep.mdx': '---\ntitle: Deep\n---\n\nexport const Bad = () => {\n  throw new Error("deep");\n};\n\n<Bad />\n',
    };
    for (const [i, p] of pages.entries())
      files[`${p}.mdx`] = `---\ntitle: P${i}\n---\n\nimport { Fine, Boom } from "/snippets/shared.jsx";\n\n<Fine n={${i}} />\n\n<Boom />\n`;
    const docs = tmpSite(files);
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-shared-'));
    try {
      const r = await build(docs, { outDir: target, workers: 0 });
      expect(r.ok).toBe(true);
      for (const [i, p] of pages.entries()) {
        const html = fs.readFileSync(path.join(target, p, 'index.html'), 'utf8');
        expect(html).toContain(`<p class="fine">fine ${i}</p>`);
        expect(html).toContain('&quot;file&quot;:&quot;snippets/shared.jsx&quot;,&quot;line&quot;:4,&quot;column&quot;:15');
      }
      const own = fs.readFileSync(path.join(target, 'own/index.html'), 'utf8');
      expect(own).toMatch(/<p class="fine">fine 1<\/p>\s*<i>local<\/i>\s*<b>42<\/b>/);
      const errors = r.diagnostics
        .filter((d) => d.code === 'custom-component-error')
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
      expect(new Set(errors)).toEqual(
        new Set([
          "snippets/shared.jsx:4:15 <Boom> failed on the server and is drawn in the browser only: TypeError: Cannot read properties of null (reading 'x')",
          'nested/deep.mdx:6:9 <Bad> failed on the server and is drawn in the browser only: deep',
        ]),
      );
      // Compiled modules in the cache: the three code files, `own`'s and `deep`'s ESM; pages that only import compile nothing.
      expect(fs.readdirSync(path.join(docs, '.sextant/cache/components')).filter((f) => f.endsWith('.json'))).toHaveLength(5);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('code in the body of pages with components', () => {
  it('evaluates method calls, arrow functions and template literals on the server; a throwing one fails alone, located', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Expressions', navigation: { pages: ['list', 'uses-snippet'] } },
      'list.mdx': [
        '---',
        'title: List',
        '---',
        '',
        "export const items = ['alpha', 'beta', 'gamma'];",
        'export const Box = ({ children }) => <div className="box">{children}</div>;',
        '',
        '<ul>{items.map((x) => <li key={x}>{x}</li>)}</ul>',
        '',
        '{`${items.length} items: ${items.map((x) => x.toUpperCase()).join(", ")}`}',
        '',
        '<Box>{items.filter((x) => x !== "beta").map((x) => <Badge>{x}</Badge>)}</Box>',
        '',
        '<Card title={items.map((x) => x[0]).join("")}>Initials.</Card>',
        '',
        '{items.map((x) => x.missing.deeper)}',
        '',
        'After.',
        '',
      ].join('\n'),
      'snippets/shout.mdx':
        'export const Loud = ({ children }) => <strong>{children}</strong>;\n\n<Loud>{names.map((n) => n.toUpperCase()).join("+")}</Loud>\n',
      'uses-snippet.mdx': "---\ntitle: Uses\n---\n\nimport Shout from '/snippets/shout.mdx';\n\n<Shout names={['x', 'y']} />\n",
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-expr-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.ok).toBe(true);
      const html = fs.readFileSync(path.join(target, 'list/index.html'), 'utf8');
      expect(html).toContain('<ul><li>alpha</li><li>beta</li><li>gamma</li></ul>');
      expect(html).toContain('3 items: ALPHA, BETA, GAMMA');
      expect(html).toMatch(
        /<div class="box"><span class="sx-chip[^"]*"[^>]*>alpha<\/span><span class="sx-chip[^"]*"[^>]*>gamma<\/span><\/div>/,
      );
      expect(html).toContain('abg');
      expect(html).toContain('<strong>This expression</strong> could not be evaluated: TypeError: Cannot read properties of undefined');
      expect(html).toContain('<code>list.mdx:16:29</code>');
      expect(html).toContain('After.');
      const snippet = fs.readFileSync(path.join(target, 'uses-snippet/index.html'), 'utf8');
      expect(snippet).toContain('<strong>X+Y</strong>');
      const got = r.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
      expect(got).toEqual([
        "list.mdx:16 custom-component-error This expression failed: TypeError: Cannot read properties of undefined (reading 'deeper')",
      ]);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('a body expression that throws on a later line of its own', () => {
  it('is located at that line and its column in the file, however MDX indented the line', async () => {
    const page = [
      '---',
      'title: Multi',
      '---',
      '',
      "export const items = ['alpha', 'beta'];",
      'export const B = () => <b>b</b>;',
      '',
      '{items.map((x) =>',
      '  x.flow.deeper',
      ')}',
      '',
      '<div>',
      '  {items.map((x) => (',
      '      <b>{x.nested.deeper}</b>',
      '  ))}',
      '</div>',
      '',
      '- a list item',
      '  {items.map((x) =>',
      '        x.listed.deeper)}',
      '',
      '> {items.map((x) =>',
      '>     x.quoted.deeper)}',
      '',
      '<Card title={items.map((x) =>',
      '     x.attribute.deeper).join("")}>Body</Card>',
      '',
    ].join('\n');
    const docs = tmpSite({ 'docs.json': { name: 'Multi', navigation: { pages: ['multi'] } }, 'multi.mdx': page });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-multi-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.ok).toBe(true);
      // Each failed at its `.deeper`: the line and column of `deeper` in the file.
      const lines = page.split('\n');
      const at = (word: string) => {
        const line = lines.findIndex((l) => l.includes(`${word}.deeper`));
        return `multi.mdx:${line + 1}:${lines[line]!.indexOf(`${word}.deeper`) + word.length + 2}`;
      };
      const expected = ['flow', 'nested', 'listed', 'quoted', 'attribute'].map(at);
      expect(expected).toEqual(['multi.mdx:9:10', 'multi.mdx:14:20', 'multi.mdx:20:18', 'multi.mdx:23:16', 'multi.mdx:26:18']);
      expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}`)).toEqual(expected);
      const html = fs.readFileSync(path.join(target, 'multi/index.html'), 'utf8');
      for (const place of expected.slice(0, 4)) expect(html).toContain(`<code>${place}</code>`);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('Markdown twins of pages whose body expressions run as code', () => {
  it('carry what the expressions draw, as Markdown: lists, paragraphs, emphasis, text, attribute values, in snippets too', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Twins', navigation: { pages: ['list', 'uses-snippet'] } },
      'list.mdx': [
        '---',
        'title: List',
        '---',
        '',
        "export const items = ['alpha', 'beta', 'gamma'];",
        "export const links = [{ href: '/a', label: 'First' }, { href: '/b', label: 'Second' }];",
        'export const Box = ({ children }) => <div className="box">{children}</div>;',
        '',
        'Intro.',
        '',
        '<ul>{items.map((x) => <li key={x}>{x}</li>)}</ul>',
        '',
        'Inline {items.map((x) => x.toUpperCase()).join(", ")} here.',
        '',
        '{links.map((l) => (',
        '  <p key={l.href}>See <a href={l.href}>{l.label}</a>, <strong>now</strong>.</p>',
        '))}',
        '',
        '<Card title={items.map((x) => x[0]).join("")}>Initials.</Card>',
        '',
        '<ol>',
        '  {items.map((x) => <li key={x}><code>{x}</code> item</li>)}',
        '</ol>',
        '',
        '{items.map((x) => x.missing.deeper)}',
        '',
        'After.',
        '',
      ].join('\n'),
      'snippets/shout.mdx':
        'export const Loud = ({ children }) => <strong>{children}</strong>;\n\n{names.map((n) => <em key={n}>{n.toUpperCase()}</em>)} and more.\n',
      'uses-snippet.mdx': "---\ntitle: Uses\n---\n\nimport Shout from '/snippets/shout.mdx';\n\n<Shout names={['x', 'y']} />\n",
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-twin-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.ok).toBe(true);
      expect(fs.readFileSync(path.join(target, 'list.md'), 'utf8')).toBe(
        [
          '# List',
          '',
          'Intro.',
          '',
          '- alpha',
          '- beta',
          '- gamma',
          '',
          'Inline ALPHA, BETA, GAMMA here.',
          '',
          'See [First](/a), **now**.',
          '',
          'See [Second](/b), **now**.',
          '',
          '**abg**: Initials.',
          '',
          '1. `alpha` item',
          '2. `beta` item',
          '3. `gamma` item',
          '',
          "**This expression** could not be evaluated: TypeError: Cannot read properties of undefined (reading 'deeper')",
          '',
          '`list.mdx:25:29`',
          '',
          'After.',
          '',
        ].join('\n'),
      );
      // Side by side, as the page draws them.
      expect(fs.readFileSync(path.join(target, 'uses-snippet.md'), 'utf8')).toBe('# Uses\n\n_X_*Y* and more.\n');
      // The expression that throws is reported once, though the twin ran it too.
      expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['list.mdx:25:29 custom-component-error']);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('Tailwind classes in component code', () => {
  it('are collected into the site’s utility CSS, from code files and the page’s own components, and from strings kept in variables', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Utilities', navigation: { pages: ['grid'] } },
      'snippets/grid.jsx':
        'export const Grid = ({ wide, ok, children }) => {\n  const tone = ok ? "bg-green-100 text-green-800" : \'bg-red-100 dark:text-gray-400\';\n  return (\n  <div className="grid grid-cols-2 gap-4">\n    <span className={`rounded-lg ${wide ? "col-span-2" : "p-3"} ${tone}`}>{children}</span>\n  </div>\n);\n};\n',
      'grid.mdx':
        '---\ntitle: Grid\n---\n\nimport { Grid } from "/snippets/grid.jsx";\n\nexport const Pill = () => <em className=\'text-sm font-semibold\'>pill</em>;\n\n<Grid>one</Grid> <Pill />\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-tw-'));
    try {
      expect((await build(docs, { outDir: target, cache: false })).ok).toBe(true);
      expect(fs.readFileSync(path.join(target, 'grid/index.html'), 'utf8')).toContain('/_sextant/utilities.css');
      const css = fs.readFileSync(path.join(target, '_sextant/utilities.css'), 'utf8');
      for (const c of [
        'grid-cols-2',
        'gap-4',
        'rounded-lg',
        'col-span-2',
        'p-3',
        'text-sm',
        'font-semibold',
        'bg-green-100',
        'text-green-800',
        'bg-red-100',
      ])
        expect(css).toContain(`.${c}`);
      // Kept in a variable (celo's AddNetworkButton), with a variant.
      expect(css).toContain('.dark\\:text-gray-400');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('icons in island code', () => {
  it('puts the names the code writes, and those given as data under an icon key, in the sprite and on the island; a computed name is warned about at its place, an element is not', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Icons', navigation: { pages: ['menu'] } },
      'snippets/menu.jsx':
        'export const Menu = ({ items = [] }) => {\n  const [open, setOpen] = useState(0);\n  return (\n    <ul>\n      <li><Icon icon="rocket" /></li>\n      {items.map((i) => <li key={i.icon}><Icon icon={i.icon} /></li>)}\n      <Card title="Own" icon={<svg viewBox="0 0 1 1" />} />\n    </ul>\n  );\n};\n',
      'menu.mdx': '---\ntitle: Menu\n---\n\nimport { Menu } from "/snippets/menu.jsx";\n\n<Menu items={[{ icon: "house" }]} />\n',
    });
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-icons-'));
    try {
      const r = await build(docs, { outDir: target, cache: false });
      expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual(['snippets/menu.jsx:6:48 island-icon-dynamic']);
      const html = fs.readFileSync(path.join(target, 'menu/index.html'), 'utf8');
      // `house` is given as data (`items={[{ icon: "house" }]}`): the browser finds it too (activepieces' cards).
      expect(html).toContain(
        'data-icons="{&quot;rocket||&quot;:&quot;fa-solid-rocket&quot;,&quot;house||&quot;:&quot;fa-solid-house&quot;}"',
      );
      const sprite = fs.readFileSync(path.join(target, '_sextant/icons.svg'), 'utf8');
      expect(sprite).toContain('id="fa-solid-rocket"');
      expect(sprite).toContain('id="fa-solid-house"');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('the component cache', () => {
  it('keeps only what the last full build used', async () => {
    const docs = tmpSite({
      'docs.json': { name: 'Prune', navigation: { pages: ['a'] } },
      'a.mdx': '---\ntitle: A\n---\n\nexport const Hi = () => <p>first</p>;\n\n<Hi />\n',
    });
    const dir = path.join(docs, '.sextant/cache/components');
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'sextant-custom-prune-'));
    try {
      await build(docs, { outDir: target });
      const first = fs.readdirSync(dir);
      expect(first).toHaveLength(1);
      fs.writeFileSync(path.join(docs, 'a.mdx'), '---\ntitle: A\n---\n\nexport const Hi = () => <p>second</p>;\n\n<Hi />\n');
      // A rebuild compiles the edited page and prunes nothing (unchanged pages' components are in use unstamped).
      await build(docs, { outDir: target });
      expect(fs.readdirSync(dir)).toHaveLength(2);
      // A full build (the configuration changed) keeps only what it used.
      fs.writeFileSync(path.join(docs, 'docs.json'), JSON.stringify({ name: 'Pruned', navigation: { pages: ['a'] } }));
      await build(docs, { outDir: target });
      const last = fs.readdirSync(dir);
      expect(last).toHaveLength(1);
      expect(last).not.toEqual(first);
      expect(fs.readFileSync(path.join(target, 'a/index.html'), 'utf8')).toContain('<p>second</p>');
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });
});

// Needs ../shared/fixtures/real (absent in an outside contributor's clone).
const shared = sharedFixtures();
describe.skipIf(!shared)('pipecat’s custom components', () => {
  it('renders the .jsx table with rows from a snippet function, and the component an MDX snippet exports', async () => {
    const loaded = await loadSite(path.join(shared!, 'real', 'pipecat-ai__docs'), { cache: false });
    const ctx = await loaded.compileContext('build');
    const page = async (p: string) => compileRoute(loaded.index.routes.get(p)!, ctx, loaded.model!);
    const callbacks = await page('/api-reference/client/js/callbacks');
    expect(callbacks.html).toContain('<table class="compatibility-table">');
    expect(callbacks.html).toContain('<td>onConnected() </td><td class="supported">1.0.0</td>');
    expect(callbacks.dependencies).toContain('snippets/js-transport-support.jsx');
    const pinch = await page('/api-reference/server/services/translation/pinch');
    expect(pinch.html).toContain('<strong>Community-maintained integration.</strong>');
    expect(pinch.html).toContain('<div class="sx-callout sx-callout-note callout"');
    for (const p of [callbacks, pinch]) {
      expect(p.diagnostics.filter((d) => /unknown-component|mdx-unsupported|custom-component/.test(d.code))).toEqual([]);
      expect(p.islands).toBeUndefined();
    }
  });
});
