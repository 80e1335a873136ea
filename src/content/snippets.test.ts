import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSource, contentSite, located } from '../../test/helpers/content.js';
import { escapeHtml } from '../common/escape-html.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { compilePage } from './compile-page.js';
import { SnippetLoader } from './snippets.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** How many times a project file was read while `run` ran. */
async function reads<T>(file: string, run: () => Promise<T>): Promise<{ count: number; result: T }> {
  const spy = vi.spyOn(fs, 'readFileSync');
  const result = await run();
  const count = spy.mock.calls.filter(([p]) => typeof p === 'string' && p.endsWith(path.join(...file.split('/')))).length;
  spy.mockRestore();
  return { count, result };
}

describe('snippet imports', () => {
  it('render a default-imported .mdx snippet with its props, variables substituted', async () => {
    const page = await compileSource('import Greet from "/snippets/greet.mdx"\n\n<Greet name="Ada" />\n\n<Greet name="Bob" />\n', {
      others: { 'snippets/greet.mdx': 'Hello **{name}** from {{product}}\n' },
      variables: { product: 'Sextant' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Hello <strong>Ada</strong> from Sextant</p>\n<p>Hello <strong>Bob</strong> from Sextant</p>');
    expect(page.dependencies).toEqual(['snippets/greet.mdx']);
  });

  it('give the snippet its props as `props` too (`{props.name}`), as an MDX module has them', async () => {
    const page = await compileSource('import Greet from "/snippets/greet.mdx"\n\n<Greet name="Ada" />\n', {
      others: { 'snippets/greet.mdx': 'Bare {name}, from props {props.name}.\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Bare Ada, from props Ada.</p>');
    expect(page.markdown).toContain('Bare Ada, from props Ada.');
  });

  it('run the expressions of a snippet without code of its own that need code, with its props (and its page’s twin reads them)', async () => {
    const page = await compileSource(
      'import S from "/snippets/s.mdx"\nimport { list } from "/snippets/v.mdx"\n\n<S word="bananas" />\n\n{list.join(", ")}\n',
      {
        others: {
          'snippets/s.mdx': 'I like {word.toUpperCase()} and {props.word.length} more.\n',
          'snippets/v.mdx': 'export const list = ["a", "b"]\n',
        },
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<p>I like BANANAS and 7 more.</p>');
    expect(page.html).toContain('a, b');
    expect(page.markdown).toContain('I like BANANAS and 7 more.');
    expect(page.markdown).toContain('a, b');
  });

  it('stand a component written on one line in a snippet as a block, not inside a paragraph (AgentOps)', async () => {
    const page = await compileSource('import Star from "/snippets/star.mdx"\n\n<Star />\n', {
      others: { 'snippets/star.mdx': '<Check>Look useful? [Star us](https://github.com/x/y)!</Check>\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toMatch(/^<div class="sx-callout sx-callout-check"/);
    expect(page.html).not.toContain('<p><div');
  });

  it('fill their code blocks with the props too, escaped, and leave {name} for a prop the page does not give, in the twin too', async () => {
    const page = await compileSource(
      'import Install from "/snippets/install.mdx"\n\n<Install pkg="left-pad" />\n\n<Install pkg="<b>&" />\n\n<Install />\n',
      { others: { 'snippets/install.mdx': '```bash\nnpm install {pkg} --save\n```\n' } },
    );
    expect(page.diagnostics).toEqual([]);
    const blocks = page.html.split('<figure').slice(1);
    expect(blocks).toHaveLength(3);
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(blocks[0]!)).toContain('npm install left-pad --save');
    expect(text(blocks[1]!)).toContain(`npm install ${escapeHtml('<b>&')} --save`);
    expect(text(blocks[2]!)).toContain('npm install {pkg} --save');
    expect(page.html).not.toContain('sxhole');
    // The page's Markdown twin shows each block as the page does: filled, or as written without the prop.
    const twinBlocks = [...(page.markdown ?? '').matchAll(/```bash\n(.*)\n```/g)].map((m) => m[1]);
    expect(twinBlocks).toEqual(['npm install left-pad --save', 'npm install <b>& --save', 'npm install {pkg} --save']);
  });

  it('show a code block none of whose placeholders the page fills as written, highlighted as written', async () => {
    const sample = '```jsx\nconst Box = ({ children }) => <div>{children}</div>;\n```\n';
    const plain = await compileSource(sample);
    // Its children are drawn elements, not text: nothing to write into the code.
    const viaSnippet = await compileSource('import Sample from "/snippets/sample.mdx"\n\n<Sample>**x**</Sample>\n', {
      others: { 'snippets/sample.mdx': sample },
    });
    expect(viaSnippet.diagnostics).toEqual([]);
    const figure = (html: string) => html.slice(html.indexOf('<figure'), html.indexOf('</figure>'));
    expect(figure(viaSnippet.html)).toBe(figure(plain.html));
  });

  it('pass the component’s children to the snippet as `children`', async () => {
    const page = await compileSource('import Wrap from "/snippets/wrap.mdx"\n\n<Wrap>inner **text**</Wrap>\n', {
      others: { 'snippets/wrap.mdx': 'Before {children} after\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Before inner <strong>text</strong> after</p>');
  });

  it('give named imports the snippet’s exported constants, renamed or not', async () => {
    const page = await compileSource(
      'import { limit, plans as p } from "/snippets/data.mdx"\n\nLimit {limit}, plans {p.length}, first {p[0].name}\n',
      {
        others: {
          'snippets/data.mdx': 'export const limit = 42\nexport const plans = [{ name: "Free" }, { name: "Pro" }]\n\nData text {limit}\n',
        },
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Limit 42, plans 2, first Free</p>');
  });

  it('render a snippet’s own exports inside it', async () => {
    const page = await compileSource('import Data from "/snippets/data.mdx"\n\n<Data />\n', {
      others: { 'snippets/data.mdx': 'export const limit = 42\n\nThe limit is {limit}.\n' },
    });
    expect(page.html.trim()).toBe('<p>The limit is 42.</p>');
  });

  it('resolve relative imports, with or without an extension, and .md snippets', async () => {
    const page = await compileSource(
      'import Local from "./local.mdx"\nimport Up from "../snippets/up"\nimport Plain from "/snippets/plain.md"\n\n<Local />\n\n<Up />\n\n<Plain />\n',
      {
        file: 'guides/page.mdx',
        others: { 'guides/local.mdx': 'Local text\n', 'snippets/up.mdx': 'Up text\n', 'snippets/plain.md': 'Plain {braces}\n' },
      },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Local text</p>\n<p>Up text</p>\n<p>Plain {braces}</p>');
    expect(page.dependencies).toEqual(['guides/local.mdx', 'snippets/up.mdx', 'snippets/plain.md']);
  });

  it('render the legacy <Snippet file> form from /snippets, with props', async () => {
    const page = await compileSource('<Snippet file="legacy.mdx" />\n\n<Snippet file="/snippets/other.mdx" who="you" />\n', {
      others: { 'snippets/legacy.mdx': 'Legacy text\n', 'snippets/other.mdx': 'Hi {who}\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Legacy text</p>\n<p>Hi you</p>');
    expect(page.dependencies).toEqual(['snippets/legacy.mdx', 'snippets/other.mdx']);
  });

  it.each([
    ['_snippets/', '_snippets/legacy.mdx'],
    ['the docs root', 'legacy.mdx'],
  ])('find a legacy <Snippet file> in %s too', async (_where, file) => {
    const page = await compileSource('<Snippet file="legacy.mdx" />\n', { others: { [file]: 'Found\n' } });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>Found</p>');
    expect(page.dependencies).toEqual([file]);
  });

  it('prefer snippets/ for a legacy <Snippet file>', async () => {
    const page = await compileSource('<Snippet file="legacy.mdx" />\n', {
      others: { 'snippets/legacy.mdx': 'From snippets\n', '_snippets/legacy.mdx': 'From _snippets\n', 'legacy.mdx': 'From root\n' },
    });
    expect(page.html.trim()).toBe('<p>From snippets</p>');
  });

  it('warn about a <Snippet file> that names no snippet, at the tag', async () => {
    const page = await compileSource('Intro\n\n  <Snippet file="nope.mdx" />\n');
    expect(located(page.diagnostics, 'snippet-not-found')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 3 }]);
  });

  it('warn about an import of a missing .mdx file at its path, and draw what its names hold', async () => {
    const page = await compileSource('# T\n\nimport Comp from "/snippets/missing.mdx"\n\n<Comp>kid</Comp>\n');
    expect(located(page.diagnostics, 'snippet-not-found')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 18 }]);
    expect(page.diagnostics.map((d) => d.code)).toEqual(['snippet-not-found']);
    expect(page.html).toContain('kid');
  });

  it.each([
    ['an npm module', 'some-npm-package', 18],
    ['a file outside the docs folder', '../../outside.mdx', 18],
  ])('warn about an import of %s at its path, and draw what its names hold', async (_what, source, column) => {
    const page = await compileSource(`# T\n\nimport Comp from "${source}"\n\n<Comp>kid</Comp>\n`, {
      others: { 'snippets/comp.jsx': 'export default () => null\n' },
    });
    expect(located(page.diagnostics, 'mdx-unsupported-import')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column }]);
    const message = page.diagnostics.find((d) => d.code === 'mdx-unsupported-import')!.message;
    expect(message).toContain(`"${source}"`);
    expect(message).toContain('<Comp> draws only what the page writes inside');
    expect(page.diagnostics.map((d) => d.code)).toEqual(['mdx-unsupported-import']);
    expect(page.html).toContain('kid');
    expect(page.dependencies).toEqual([]);
  });

  it.each([
    ['a page of data', ''],
    ['a page whose code runs', 'export const X = () => <b>x</b>;\n\n<X />\n\n'],
  ])('keep a built-in imported from a path alias on %s (Accordion from "@/components/Accordion")', async (_what, code) => {
    const page = await compileSource(
      `import { Accordion } from "@/components/Accordion";\nimport { Chart } from "recharts";\n\n${code}<Accordion title="Is it free?">\n\nYes.\n\n</Accordion>\n\n<Chart>kid</Chart>\n`,
    );
    const warnings = page.diagnostics.filter((d) => d.code === 'mdx-unsupported-import');
    expect(warnings.map((d) => [d.line, d.column])).toEqual([
      [1, 27],
      [2, 23],
    ]);
    expect(warnings[0]!.message).toContain('<Accordion> stays the built-in component');
    expect(warnings[0]!.hint).toBe('if the alias stands for the docs folder, import "/components/Accordion"');
    expect(warnings[1]!.hint).toContain('"/snippets/recharts.jsx"');
    expect(page.diagnostics.filter((d) => d.code !== 'mdx-unsupported-import')).toEqual([]);
    expect(page.html).toContain('Is it free?');
    expect(page.html).toContain('kid');
    if (code) expect(page.html).toContain('<b>x</b>');
  });

  it('run a .jsx component (content/custom/) and list it as a dependency', async () => {
    const page = await compileSource('# T\n\nimport Comp from "/snippets/comp.jsx"\n\n<Comp>kid</Comp>\n', {
      others: { 'snippets/comp.jsx': 'export default ({ children }) => <section className="comp">{children}</section>\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<section class="comp">kid</section>');
    expect(page.dependencies).toEqual(['snippets/comp.jsx']);
  });

  it('warn about a named import the snippet does not export', async () => {
    const page = await compileSource('import { nope } from "/snippets/data.mdx"\n', {
      others: { 'snippets/data.mdx': 'export const yes = 1\n' },
    });
    expect(located(page.diagnostics, 'snippet-missing-export')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 1, column: 1 }]);
    expect(page.diagnostics[0]!.message).toContain('`nope`');
  });

  it('report a snippet that does not parse in the snippet file, and list it as a dependency', async () => {
    const page = await compileSource('import Broken from "/snippets/broken.mdx"\n\nText\n', {
      others: { 'snippets/broken.mdx': 'ok\n\n<Card>\n' },
    });
    expect(located(page.diagnostics, 'mdx-syntax')).toEqual([{ severity: 'error', file: 'snippets/broken.mdx', line: 3, column: 1 }]);
    expect(page.html.trim()).toBe('<p>Text</p>');
    expect(page.dependencies).toEqual(['snippets/broken.mdx']);
  });

  it('report problems inside a snippet in the snippet file', async () => {
    const page = await compileSource('import S from "/snippets/s.mdx"\n\n<S />\n', {
      others: { 'snippets/s.mdx': 'Intro {{nope}}\n\nCall {fn()}\n' },
    });
    expect(page.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['undefined-variable', 'snippets/s.mdx', 1, 7],
      ['custom-component-error', 'snippets/s.mdx', 3, 7],
    ]);
  });

  it('list nested snippets in the page’s dependencies', async () => {
    const page = await compileSource('import A from "/snippets/a.mdx"\n\n<A />\n', {
      others: { 'snippets/a.mdx': 'import B from "/snippets/b.mdx"\n\nA\n\n<B />\n', 'snippets/b.mdx': 'B\n' },
    });
    expect(page.diagnostics).toEqual([]);
    expect(page.html.trim()).toBe('<p>A</p>\n<p>B</p>');
    expect(page.dependencies.sort()).toEqual(['snippets/a.mdx', 'snippets/b.mdx']);
  });

  it('report a snippet cycle as an error naming the chain, without looping', async () => {
    const page = await compileSource('import A from "/snippets/a.mdx"\n\n<A />\n', {
      others: {
        'snippets/a.mdx': 'import B from "/snippets/b.mdx"\n\nA\n\n<B />\n',
        'snippets/b.mdx': 'import A from "/snippets/a.mdx"\n\nB\n',
      },
    });
    const cycle = page.diagnostics.filter((d) => d.code === 'snippet-cycle');
    expect(cycle).toHaveLength(1);
    expect(cycle[0]).toMatchObject({ severity: 'error', file: 'snippets/b.mdx' });
    expect(cycle[0]!.message).toContain('page.mdx → snippets/a.mdx → snippets/b.mdx → snippets/a.mdx');
    expect(page.html).toContain('<p>A</p>');
    expect(page.html).toContain('<p>B</p>');
  });

  it('report a page importing itself as a cycle', async () => {
    const page = await compileSource('import Self from "./page.mdx"\n\nText\n');
    expect(page.diagnostics.filter((d) => d.code === 'snippet-cycle').map((d) => d.message)).toEqual([
      expect.stringContaining('page.mdx → page.mdx'),
    ]);
  });
});

describe('SnippetLoader', () => {
  const files = {
    'one.mdx': 'import S from "/snippets/s.mdx"\nimport T from "/snippets/t.mdx"\n\n<S />\n\n<S />\n\n<Snippet file="s.mdx" />\n\n<T />\n',
    'two.mdx': 'import S from "/snippets/s.mdx"\n\n<S />\n',
    'snippets/s.mdx': 'Shared text\n',
    'snippets/t.mdx': 'import S from "/snippets/s.mdx"\n\nT then <S />\n',
  };

  it('compiles a snippet used several times on a page (directly, as <Snippet>, and nested) once', async () => {
    const ctx = contentSite(files);
    const { count, result } = await reads('snippets/s.mdx', () => compilePage('one.mdx', '/one', ctx));
    expect(result.diagnostics).toEqual([]);
    expect(result.html.match(/Shared text/g)).toHaveLength(4);
    expect(count).toBe(1);
  });

  it('shares compiled snippets between pages of a build', async () => {
    const ctx = contentSite(files);
    const { count } = await reads('snippets/s.mdx', async () => {
      await compilePage('one.mdx', '/one', ctx);
      return compilePage('two.mdx', '/two', ctx);
    });
    expect(count).toBe(1);
  });

  it('gives the same compilation to every caller', () => {
    const ctx = contentSite(files);
    const diagnostics: Diagnostic[] = [];
    const a = ctx.snippets.load('snippets/s.mdx', ctx, ['one.mdx'], diagnostics);
    expect(ctx.snippets.load('snippets/s.mdx', ctx, ['two.mdx'], diagnostics)).toBe(a);
  });

  it('recompiles a snippet after invalidate', async () => {
    const ctx = contentSite(files);
    expect((await compilePage('two.mdx', '/two', ctx)).html).toContain('Shared text');
    fs.writeFileSync(path.join(ctx.root, 'snippets/s.mdx'), 'Changed text\n');
    expect((await compilePage('two.mdx', '/two', ctx)).html).toContain('Shared text');
    ctx.snippets.invalidate('snippets/s.mdx');
    expect((await compilePage('two.mdx', '/two', ctx)).html).toContain('Changed text');
  });

  it('reports a cycle when the file is already on the stack, without compiling it', async () => {
    const ctx = { ...contentSite(files), snippets: new SnippetLoader() };
    const diagnostics: Diagnostic[] = [];
    const { count, result } = await reads('snippets/s.mdx', () =>
      ctx.snippets.load('snippets/s.mdx', ctx, ['page.mdx', 'snippets/s.mdx', 'snippets/t.mdx'], diagnostics),
    );
    expect(result).toBeUndefined();
    expect(count).toBe(0);
    expect(diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      ['snippet-cycle', 'snippets/t.mdx', expect.stringContaining('snippets/t.mdx → snippets/s.mdx')],
    ]);
  });
});
