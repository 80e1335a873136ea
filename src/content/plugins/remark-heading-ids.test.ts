import type { Heading } from 'mdast';
import { describe, expect, it } from 'vitest';
import { compileSource } from '../../../test/helpers/content.js';
import type { TocEntry } from '../../model/page.js';
import { parseMdx } from '../parse-mdx.js';
import { addHeadingIds, escapeCustomHeadingIds, headingId } from './remark-heading-ids.js';

describe('headingId', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ['v1.2 Release Notes', 'v1-2-release-notes'],
    ['  Trim me  ', 'trim-me'],
    ['Several   spaces', 'several-spaces'],
    ['a...b', 'a-b'],
    ['Tabs\tand\nbreaks', 'tabs-and-breaks'],
    ["What's new?", 'what’s-new'],
    ['Don’t panic', 'don’t-panic'],
    ['¿Por qué Firecrawl?', 'por-qué-firecrawl'],
    ['Ready!', 'ready'],
    ['API: Users & Teams', 'api-users-&-teams'],
    ['Composite Types: STRUCT and UNION', 'composite-types-struct-and-union'],
    ['A tool, not a server', 'a-tool-not-a-server'],
    ['enableMic(enable: boolean)', 'enablemic-enable-boolean'],
    ['@tool', '@tool'],
    ['Processor pause/resume', 'processor-pause/resume'],
    ['Ünïcode Ça Va', 'ünïcode-ça-va'],
    ['snake_case_name', 'snake_case_name'],
    ['Already-dashed', 'already-dashed'],
    ['UPPER', 'upper'],
    ['startBot()', 'startbot'],
    ['Realtime (Speech-to-Speech) Services', 'realtime-speech-to-speech-services'],
    ['(Optional) Setup', 'optional-setup'],
  ])(
    'turns %j into %j (lower case, parentheses as spaces, colons, commas, ? and ! dropped, spaces and periods to `-`, a straight apostrophe curled, other punctuation kept)',
    (text, id) => {
      expect(headingId(text)).toBe(id);
    },
  );
});

describe('escapeCustomHeadingIds', () => {
  it.each([
    ['## Title {#my-id}', '## Title \\{#my-id\\}'],
    ['# One {#a.b:c_d-e}', '# One \\{#a.b:c_d-e\\}'],
    ['###### Six {#six}  ', '###### Six \\{#six\\}'],
    ['## Spaced {#x}\n## Next {#y}', '## Spaced \\{#x\\}\n## Next \\{#y\\}'],
    ['## A {#id with space}', '## A \\{#id with space\\}'],
  ])('escapes the id of %j so MDX does not read it as an expression', (input, expected) => {
    expect(escapeCustomHeadingIds(input)).toBe(expected);
  });

  it.each([
    ['text that is not a heading', 'Text {#id}'],
    ['a heading without a space after #', '#tag {#id}'],
    ['seven #', '####### Seven {#id}'],
    ['an id that is not at the end', '## A {#id} more'],
    ['an expression', '## A {value}'],
  ])('leaves %s alone', (_what, input) => {
    expect(escapeCustomHeadingIds(input)).toBe(input);
  });
});

describe('addHeadingIds', () => {
  function run(markdown: string) {
    const parsed = parseMdx(escapeCustomHeadingIds(markdown), 'page.mdx');
    if (!parsed.ok) throw new Error(parsed.diagnostic.message);
    const toc: TocEntry[] = [];
    addHeadingIds(parsed.tree, toc);
    const headings = parsed.tree.children.filter((n): n is Heading => n.type === 'heading');
    return { toc, ids: headings.map((h) => h.data?.hProperties?.['id']) };
  }

  it('sets an id on every heading and numbers repeats -2, -3 in document order', () => {
    const { ids } = run('# Intro\n\n## Setup\n\n### Setup\n\n## Setup\n\n#### Intro\n');
    expect(ids).toEqual(['intro', 'setup', 'setup-2', 'setup-3', 'intro-2']);
  });

  it('takes `{#id}` as the id and removes it from the heading text', () => {
    const { ids, toc } = run('## Custom title {#custom}\n');
    expect(ids).toEqual(['custom']);
    expect(toc).toEqual([{ depth: 2, id: 'custom', text: 'Custom title' }]);
  });

  it('slugs a custom id written with spaces, as heading text is', () => {
    const { ids, toc } = run('## Query parameters {#Query Params v2.1}\n');
    expect(ids).toEqual(['query-params-v2-1']);
    expect(toc).toEqual([{ depth: 2, id: 'query-params-v2-1', text: 'Query parameters' }]);
  });

  it('counts a custom id as taken, so a later heading with the same text is numbered', () => {
    expect(run('## A {#setup}\n\n## Setup\n').ids).toEqual(['setup', 'setup-2']);
  });

  it('keeps ids set before', () => {
    const parsed = parseMdx('## Title\n', 'page.mdx');
    if (!parsed.ok) throw new Error('parse');
    const heading = parsed.tree.children[0] as Heading;
    heading.data = { hProperties: { className: ['kept'] } };
    addHeadingIds(parsed.tree, []);
    expect(heading.data.hProperties).toEqual({ className: ['kept'], id: 'title' });
  });
});

describe('heading ids in pages', () => {
  it('puts ids on h1 to h6 and lists only h2 and h3, with their text, in the table of contents', async () => {
    const page = await compileSource('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n');
    for (const [level, text] of [
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
      [4, 'Four'],
      [5, 'Five'],
      [6, 'Six'],
    ] as const) {
      expect(page.html).toContain(`<h${level} id="${text.toLowerCase()}">${text}</h${level}>`);
    }
    expect(page.toc).toEqual([
      { depth: 2, id: 'two', text: 'Two' },
      { depth: 3, id: 'three', text: 'Three' },
    ]);
  });

  it('numbers duplicate headings and keeps them apart in the table of contents', async () => {
    const page = await compileSource('## Example\n\n## Example\n\n### Example\n');
    expect(page.html).toContain('<h2 id="example">Example</h2>');
    expect(page.html).toContain('<h2 id="example-2">Example</h2>');
    expect(page.html).toContain('<h3 id="example-3">Example</h3>');
    expect(page.toc.map((t) => t.id)).toEqual(['example', 'example-2', 'example-3']);
  });

  it.each(['page.mdx', 'page.md'])('honours `{#id}` in %s', async (file) => {
    const page = await compileSource('## Install the CLI {#install}\n\n### v2.0 notes {#v2}\n', { file });
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2 id="install">Install the CLI</h2>');
    expect(page.html).toContain('<h3 id="v2">v2.0 notes</h3>');
    expect(page.html).not.toContain('{#');
    expect(page.toc).toEqual([
      { depth: 2, id: 'install', text: 'Install the CLI' },
      { depth: 3, id: 'v2', text: 'v2.0 notes' },
    ]);
  });

  it('builds ids and table-of-contents text from formatted headings as plain text', async () => {
    const page = await compileSource('## The `config` file\n\n### A **bold** [link](/page)\n');
    expect(page.html).toContain('<h2 id="the-config-file">The <code>config</code> file</h2>');
    expect(page.html).toMatch(/<h3 id="a-bold-link">A <strong>bold<\/strong> <a href="\/page">link<\/a><\/h3>/);
    expect(page.toc).toEqual([
      { depth: 2, id: 'the-config-file', text: 'The config file' },
      { depth: 3, id: 'a-bold-link', text: 'A bold link' },
    ]);
  });

  it('uses variables’ values in ids', async () => {
    const page = await compileSource('## Install {{product}}\n', { variables: { product: 'Sextant CLI' } });
    expect(page.toc).toEqual([{ depth: 2, id: 'install-sextant-cli', text: 'Install Sextant CLI' }]);
  });
});
