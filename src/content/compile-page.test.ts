import type * as E from 'estree';
import { describe, expect, it } from 'vitest';
import { compileSource, contentSite, located } from '../../test/helpers/content.js';
import { BUILTIN_COMPONENTS } from '../render/components/index.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { compilePage } from './compile-page.js';
import { createScope } from './render-hast.js';
import { titleFromFile } from './quick-title.js';

const html = async (source: string, options: Parameters<typeof compileSource>[1] = {}) => {
  const page = await compileSource(source, options);
  expect(page.diagnostics).toEqual([]);
  return page.html.trim();
};

describe('compilePage', () => {
  it('returns the page with its route, content, no needs and no dependencies for plain Markdown', async () => {
    const page = await compileSource('# Hello\n\nSome *text*.\n', { file: 'guides/hello.mdx' });
    expect(page).toEqual({
      route: '/guides/hello',
      title: 'Hello',
      meta: { social: {}, raw: {} },
      html: '<h1 id="hello">Hello</h1>\n<p>Some <em>text</em>.</p>',
      markdown: '# Hello\n\nSome *text*.\n',
      toc: [],
      needs: { math: false, mermaid: false },
      dependencies: [],
      assets: [],
      diagnostics: [],
      ownH1: true,
      anchors: ['hello'],
    });
  });

  it('makes no Markdown twin when only diagnostics are wanted (check), and reports the same problems', async () => {
    const source = '---\ntitle: Twin\n---\n\n## Part\n\n<Note>See [x](/nowhere#part).</Note>\n\n<Unknown />\n\n```ts\nconst a = 1;\n```\n';
    const ctx = contentSite({ 'page.mdx': source });
    const full = await compilePage('page.mdx', '/page', ctx);
    const quick = await compilePage('page.mdx', '/page', { ...ctx, diagnosticsOnly: true });
    expect(full.markdown).toContain('> **Note**');
    expect(full.diagnostics.map((d) => d.code)).toEqual(['broken-link', 'unknown-component']);
    expect(quick.markdown).toBe('');
    expect(quick.diagnostics).toEqual(full.diagnostics);
    expect([quick.anchors, quick.links, quick.html]).toEqual([full.anchors, full.links, full.html]);
  });

  it('gives headings with `@` or `/` an alias anchor without them: hidden, not in the TOC, accepted as a link target', async () => {
    const page = await compileSource('## @tursodatabase/sync\n\n## @tool\n\n## Plain\n');
    expect(page.html).toContain(
      '<h2 id="@tursodatabase/sync"><span id="tursodatabasesync" class="sx-anchor-alias" aria-hidden="true"></span>@tursodatabase/sync</h2>',
    );
    expect(page.html).toContain('<h2 id="@tool"><span id="tool" class="sx-anchor-alias" aria-hidden="true"></span>@tool</h2>');
    expect(page.html).toContain('<h2 id="plain">Plain</h2>');
    expect(page.toc.map((t) => t.id)).toEqual(['@tursodatabase/sync', '@tool', 'plain']);
    expect(page.anchors).toEqual(expect.arrayContaining(['@tursodatabase/sync', 'tursodatabasesync', '@tool', 'tool']));
    expect(page.markdown).toContain('## @tursodatabase/sync\n');
  });

  it('gives a heading with expressions the id and contents entry of its drawn text, not of its source', async () => {
    const page = await compileSource(
      'import { myName, list } from "/snippets/v.mdx"\n\n# Hi {myName}\n\n## Heading with {myName}\n\n### {list.join(" and ")} <b>{list.length}</b>\n\n[link](#heading-with-alice)\n',
      { others: { 'snippets/v.mdx': 'export const myName = "Alice"\nexport const list = ["a", "b"]\n' } },
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2 id="heading-with-alice">Heading with Alice</h2>');
    expect(page.html).toContain('<h3 id="a-and-b-2">a and b <b>2</b></h3>');
    expect(page.toc).toEqual([
      { depth: 2, id: 'heading-with-alice', text: 'Heading with Alice' },
      { depth: 3, id: 'a-and-b-2', text: 'a and b 2' },
    ]);
    expect(page.anchors).toEqual(expect.arrayContaining(['hi-alice', 'heading-with-alice']));
    expect(page.title).toBe('Hi Alice');
  });

  it('gives a camelCase ParamField a second, hidden anchor with the words split (`#param-on-error`)', async () => {
    const page = await compileSource(
      '<ParamField path="onError" type="string">Called on errors.</ParamField>\n\n<ParamField path="limit" />\n',
    );
    expect(page.html).toContain(
      '<div class="sx-param sx-field" id="param-onerror" data-location="path"><span id="param-on-error" class="sx-anchor-alias" aria-hidden="true"></span>',
    );
    expect(page.html).toContain('<div class="sx-param sx-field" id="param-limit" data-location="path"><div');
    expect(page.anchors).toEqual(expect.arrayContaining(['param-onerror', 'param-on-error', 'param-limit']));
  });

  it('renders GitHub-flavoured Markdown: tables, strikethrough, task lists, autolinks', async () => {
    const out = await html('| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~\n\n- [x] done\n- [ ] todo\n\nhttps://example.com\n');
    expect(out).toContain('<table>');
    expect(out).toContain('<td>1</td>');
    expect(out).toContain('<del>gone</del>');
    expect(out).toContain('<input type="checkbox" checked disabled/> done');
    expect(out).toContain('<a href="https://example.com">https://example.com</a>');
  });

  it('keeps raw HTML and literal braces in Markdown (.md) pages', async () => {
    const out = await html('Use {braces} and <kbd>Ctrl</kbd>\n\n<div class="box">raw</div>\n\n<!-- dropped -->\n', { file: 'page.md' });
    expect(out).toContain('<p>Use {braces} and <kbd>Ctrl</kbd></p>');
    expect(out).toContain('<div class="box">raw</div>');
    expect(out).not.toContain('dropped');
  });

  it('keeps lower-case inline elements inside their paragraph', async () => {
    expect(await html('Press <kbd>Ctrl</kbd> + <kbd>C</kbd>\n')).toBe('<p>Press <kbd>Ctrl</kbd> + <kbd>C</kbd></p>');
  });
});

describe('anchors and links kept for the site-wide checks', () => {
  it('lists every id a link can name, and the links with a fragment or to another site, where they are written', async () => {
    const page = await compileSource(
      [
        '## Setup {#install}',
        '### Twice',
        '### Twice',
        '',
        '<Accordion title="How do I pay?">x</Accordion>',
        '<Steps><Step title="First step">x</Step></Steps>',
        '<Update label="v2" description="2026">x</Update>',
        '<ParamField query="limit">x</ParamField>',
        '<div id="spot">x</div>',
        '<Tabs><Tab title="Py" id="tab-py">x</Tab></Tabs>',
        '',
        '[a](#install) [b](/other#part) [c](other.mdx#rel) [d](https://example.com/x#y) [e](/other) <Card title="c" href="/other#card" />',
      ].join('\n'),
      { file: 'guide.mdx', routes: ['/other'] },
    );
    expect(new Set(page.anchors)).toEqual(
      new Set(['install', 'twice', 'twice-2', 'how-do-i-pay', 'first-step', 'v2', 'param-limit', 'spot', 'tab-py']),
    );
    const links = page.links!.map((l) => `${l.line}:${l.column} ${l.to}${l.anchor ? '#' + l.anchor : ''}${l.external ? ' external' : ''}`);
    expect(links).toEqual([
      '12:1 /guide#install',
      '12:15 /other#part',
      '12:32 /other#rel',
      '12:51 https://example.com/x#y external',
      '12:92 /other#card',
    ]);
  });

  it('counts the ids of raw HTML in Markdown pages', async () => {
    const page = await compileSource('# T\n\n<a name="old-anchor"></a>\n\n<p id="para">x</p>\n', { file: 'page.md' });
    expect(page.anchors).toEqual(expect.arrayContaining(['t', 'old-anchor', 'para']));
  });
});

describe('titles', () => {
  it.each([
    ['the frontmatter title', '---\ntitle: Front\n---\n\n# Heading\n', 'guides/file-name.mdx', 'Front'],
    ['the first h1 without a frontmatter title', 'Intro text\n\n# First h1\n\n# Second h1\n', 'guides/file-name.mdx', 'First h1'],
    ['the first h1 with inline code', '# The `sextant` CLI\n', 'guides/file-name.mdx', 'The sextant CLI'],
    ['the file name when there is no h1', '## Only h2\n', 'guides/getting-started.mdx', 'Getting started'],
    ['the folder name for an index page', 'Text\n', 'guides/index.mdx', 'Guides'],
    ['the file name when the frontmatter has no title', '---\ndescription: D\n---\n\nText\n', 'api_keys.md', 'Api keys'],
  ])('come from %s', async (_what, source, file, title) => {
    const page = await compileSource(source, { file });
    expect(page.title).toBe(title);
  });

  it.each([
    ['getting-started.mdx', 'Getting started'],
    ['guides/index.mdx', 'Guides'],
    ['guides/advanced/index.md', 'Advanced'],
    ['a/b/my_page.md', 'My page'],
    ['release--notes__v2.mdx', 'Release notes v2'],
    ['FAQ.mdx', 'FAQ'],
  ])('titleFromFile(%j) is %j', (file, title) => {
    expect(titleFromFile(file)).toBe(title);
  });
});

describe('built-in components', () => {
  it.each([
    ['Note', 'note'],
    ['Tip', 'tip'],
    ['Warning', 'warning'],
    ['Info', 'info'],
    ['Check', 'check'],
    ['Danger', 'danger'],
  ])('<%s> on one line is a callout, not wrapped in a paragraph', async (name, kind) => {
    expect(await html(`<${name}>Be careful</${name}>\n`)).toMatch(
      new RegExp(
        `^<div class="sx-callout sx-callout-${kind}" role="note" aria-label="${name}"><span class="sx-callout-icon"><svg[^>]*><use href="[^"]*#lucide-[a-z-]+"></use></svg></span><div class="sx-callout-content"><div class="sx-callout-body">Be careful</div></div></div>$`,
      ),
    );
  });

  it('unwraps several components written on one line', async () => {
    const out = await html('<Note>a</Note> <Tip>b</Tip>\n');
    expect(out).not.toContain('<p>');
    expect(out).toMatch(/^<div class="sx-callout sx-callout-note"[^>]*>.*<\/div>\s*<div class="sx-callout sx-callout-tip"/);
  });

  it('unwraps block HTML elements written on one line, and leaves inline ones in their paragraph', async () => {
    expect(await html('<p className="label">Parameters</p>\n')).toBe('<p class="label">Parameters</p>');
    const nested = await html(
      '<div className="param">\n    <div className="key"><code>env</code></div>\n    <div className="desc">Text</div>\n</div>\n',
    );
    expect(nested).not.toMatch(/<p>\s*<div/);
    expect(nested).toContain('<div class="key"><code>env</code></div>');
    expect(await html('<span className="tag">New</span>\n')).toBe('<p><span class="tag">New</span></p>');
    expect(await html('Text and <div>a block</div>\n')).toBe('<p>Text and <div>a block</div></p>');
    // A link holding a heading (a card on one line): the browser would split it out of a paragraph.
    expect(await html('<a href="https://example.com" className="card"><h3>Title</h3><p>Text</p></a>\n')).toMatch(
      /^<a href="https:\/\/example.com" class="card"><h3 id="title"[^>]*>Title<\/h3><p>Text<\/p><\/a>$/,
    );
    expect(await html('<a href="https://example.com"><strong>Bold</strong> link</a>\n')).toBe(
      '<p><a href="https://example.com"><strong>Bold</strong> link</a></p>',
    );
  });

  it('writes camelCase SVG attributes dashed on the root <svg> as on its children, in MDX and in expressions', async () => {
    const out = await html(
      '<svg viewBox="0 0 24 24" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fillRule="evenodd" clipRule="evenodd" strokeDasharray="4 2"><path d="M7 7h13" strokeWidth="2" /><g strokeWidth={3}><circle r="2" fillOpacity="0.3" /></g></svg>\n',
    );
    expect(out).toBe(
      '<svg viewBox="0 0 24 24" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" fill-rule="evenodd" clip-rule="evenodd" stroke-dasharray="4 2"><path d="M7 7h13" stroke-width="2"></path><g stroke-width="3"><circle r="2" fill-opacity="0.3"></circle></g></svg>',
    );
    expect(await html('<svg strokeWidth={3} className="i" />\n')).toBe('<svg stroke-width="3" class="i"></svg>');
    expect(await html('<Card title="A" icon={<svg strokeWidth={3} viewBox="0 0 2 2" />}>x</Card>\n')).toContain(
      '<svg stroke-width="3" viewBox="0 0 2 2"></svg>',
    );
  });

  it('keeps the text of <p>, <h3> or <span> written over several lines in the element, not in a paragraph of its own', async () => {
    expect(await html('<p className="eyebrow">\n  Get started\n</p>\n')).toBe('<p class="eyebrow">Get started</p>');
    expect(await html('<h3 className="t">\n  A **bold** title\n</h3>\n')).toMatch(
      /^<h3 class="t"[^>]*>A <strong>bold<\/strong> title<\/h3>$/,
    );
    expect(await html('<span>\nOne\n\nTwo\n</span>\n')).toBe('<span>One Two</span>');
    // A <div> may hold paragraphs: they stay.
    expect(await html('<div>\nOne\n\nTwo\n</div>\n')).toBe('<div><p>One</p><p>Two</p></div>');
  });

  it('gives fields written on one line on an API page the heading of their section', async () => {
    const page = await compileSource(
      '---\napi: GET /v1/x\n---\n\n<ParamField query="limit" type="integer">\n  How many.\n</ParamField>\n\n<ResponseField name="id" type="string">The id.</ResponseField>\n<ResponseField name="name" type="string">The name.</ResponseField>\n',
    );
    expect([...page.html.matchAll(/<h2 id="([^"]+)">/g)].map((m) => m[1])).toEqual(['query-parameters', 'response']);
    expect(page.html.indexOf('id="response"')).toBeLessThan(page.html.indexOf('The id.'));
  });

  it('anchors a <Heading> written over several lines by its text, without a paragraph inside the heading', async () => {
    const page = await compileSource('<Heading level={2}>\nMulti line `heading`\n</Heading>\n\n[to it](#multi-line-heading)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('<h2 id="multi-line-heading">Multi line <code>heading</code></h2>');
  });

  it('draws <Mermaid> as a mermaid block: chart as a string, a template literal or the text inside', async () => {
    for (const source of [
      '<Mermaid chart="graph TD; A-->B" actions={false} placement="top-left" />\n',
      '<Mermaid chart={`graph TD; A-->B`} actions={false} placement="top-left" />\n',
      '<Mermaid actions={false} placement="top-left">\ngraph TD; A-->B\n</Mermaid>\n',
    ]) {
      const page = await compileSource(source);
      expect(page.diagnostics).toEqual([]);
      expect(page.needs.mermaid).toBe(true);
      expect(page.html).toContain('<pre class="mermaid" data-actions="false" data-placement="top-left">graph TD; A-->B</pre>');
    }
  });

  it('renders a callout with a title and Markdown body', async () => {
    expect(await html('<Warning title="Heads up">\n  Multi **line**\n\n  - item\n</Warning>\n')).toMatch(
      /^<div class="sx-callout sx-callout-warning" role="note" aria-label="Heads up"><span class="sx-callout-icon">.*<\/span><div class="sx-callout-content"><p class="sx-callout-title">Heads up<\/p><div class="sx-callout-body"><p>Multi <strong>line<\/strong><\/p><ul>\n<li>item<\/li>\n<\/ul><\/div><\/div><\/div>$/,
    );
  });

  it.each([
    ['warning', 'sx-callout-warning'],
    ['danger', 'sx-callout-danger'],
    ['unknown', 'sx-callout-note'],
  ])('renders <Callout type="%s"> as %s', async (type, cls) => {
    expect(await html(`<Callout type="${type}">c</Callout>\n`)).toContain(`<div class="sx-callout ${cls}"`);
  });

  it('renders a linked Card as a link and a plain Card as a block', async () => {
    const out = await html('<Card title="Linked" icon="rocket" href="/page">Go</Card>\n\n<Card title="Plain">Stay</Card>\n');
    expect(out).toBe(
      '<a class="sx-card" href="/page"><div class="sx-card-inner"><span class="sx-card-icon" data-component-part="card-icon"><svg class="sx-icon" aria-hidden="true" focusable="false"><use href="/_sextant/icons.svg#fa-solid-rocket"></use></svg></span><div class="sx-card-text"><h2 class="sx-card-title not-prose" data-component-part="card-title">Linked</h2><div class="sx-card-body" data-component-part="card-content">Go</div></div></div></a>\n' +
        '<div class="sx-card"><div class="sx-card-inner"><div class="sx-card-text"><h2 class="sx-card-title not-prose" data-component-part="card-title">Plain</h2><div class="sx-card-body" data-component-part="card-content">Stay</div></div></div></div>',
    );
  });

  it('renders a horizontal Card with an image icon', async () => {
    const out = await html('<Card title="H" icon="/icons/a.svg" horizontal>x</Card>\n');
    expect(out).toContain(
      '<div class="sx-card sx-card-horizontal"><div class="sx-card-inner"><span class="sx-card-icon" data-component-part="card-icon"><img class="sx-icon" src="/icons/a.svg" alt width="16" height="16"/>',
    );
  });

  it.each([
    ['{3}', 3],
    ['"4"', 4],
    ['{9}', 4],
    ['{0}', 2],
    ['"many"', 2],
  ])('lays out a CardGroup with cols=%s in %i columns', async (cols, n) => {
    const out = await html(`<CardGroup cols=${cols}>\n  <Card title="A">a</Card>\n  <Card title="B">b</Card>\n</CardGroup>\n`);
    expect(out).toMatch(new RegExp(`^<div class="sx-card-group" style="--sx-cols:${n}"><div class="sx-card">.*</div></div>$`, 's'));
    expect(out.match(/class="sx-card"/g)).toHaveLength(2);
  });

  it('lays out <Columns> like a CardGroup, two columns by default', async () => {
    expect(await html('<Columns>\n<Card title="A">a</Card>\n</Columns>\n')).toMatch(/^<div class="sx-card-group" style="--sx-cols:2">/);
  });

  it('renders Steps as an ordered list of titled steps', async () => {
    expect(
      await html('<Steps>\n  <Step title="First">\n    Do a\n  </Step>\n  <Step title="Second">\n    Do b\n  </Step>\n</Steps>\n'),
    ).toBe(
      '<ol class="sx-steps"><li class="sx-step"><span class="sx-step-marker" aria-hidden="true"></span><p class="sx-step-title sx-step-title-p" id="first">First</p><div class="sx-step-body"><p>Do a</p></div></li>' +
        '<li class="sx-step"><span class="sx-step-marker" aria-hidden="true"></span><p class="sx-step-title sx-step-title-p" id="second">Second</p><div class="sx-step-body"><p>Do b</p></div></li></ol>',
    );
  });

  it('renders every Tab panel with its title, numbering untitled ones', async () => {
    const out = await html(
      '<Tabs>\n  <Tab title="npm">\n    npm i\n  </Tab>\n  <Tab title="yarn">\n    yarn add\n  </Tab>\n  <Tab>\n    other\n  </Tab>\n</Tabs>\n',
    );
    expect(out).toBe(
      '<div class="sx-tabs" data-sx-tabs="sx-tabs-1">' +
        '<section class="sx-tab-panel" data-title="npm" id="npm"><p class="sx-tab-title">npm</p><p>npm i</p></section>' +
        '<section class="sx-tab-panel" data-title="yarn" id="yarn"><p class="sx-tab-title">yarn</p><p>yarn add</p></section>' +
        '<section class="sx-tab-panel" data-title="Tab 3" id="tab-3"><p class="sx-tab-title">Tab 3</p><p>other</p></section></div>',
    );
  });

  it('numbers tab groups within a page and starts again on every page', async () => {
    const source =
      '<Tabs>\n<Tab title="a">A</Tab>\n</Tabs>\n\n<CodeGroup>\n```js\n1\n```\n</CodeGroup>\n\n<Tabs>\n<Tab title="b">B</Tab>\n</Tabs>\n';
    const first = await html(source);
    expect([...first.matchAll(/data-sx-tabs="([^"]+)"/g)].map((m) => m[1])).toEqual(['sx-tabs-1', 'sx-code-2', 'sx-tabs-3']);
    expect(await html(source)).toBe(first);
  });

  it('renders an Accordion as details/summary, closed unless defaultOpen', async () => {
    expect(await html('<Accordion title="More">\n  hidden text\n</Accordion>\n')).toBe(
      '<details class="sx-accordion" id="more" data-sx-accordion><summary><span class="sx-accordion-chevron" aria-hidden="true"></span><span class="sx-accordion-heading"><span class="sx-accordion-title">More</span></span></summary><div class="sx-accordion-body"><p>hidden text</p></div></details>',
    );
    expect(
      await html(
        '<AccordionGroup>\n<Accordion title="A" defaultOpen>\nbody\n</Accordion>\n<Accordion>\nx\n</Accordion>\n</AccordionGroup>\n',
      ),
    ).toBe(
      '<div class="sx-accordion-group"><details class="sx-accordion" id="a" open data-sx-accordion><summary><span class="sx-accordion-chevron" aria-hidden="true"></span><span class="sx-accordion-heading"><span class="sx-accordion-title">A</span></span></summary><div class="sx-accordion-body"><p>body</p></div></details>' +
        '<details class="sx-accordion" id="details" data-sx-accordion><summary><span class="sx-accordion-chevron" aria-hidden="true"></span><span class="sx-accordion-heading"><span class="sx-accordion-title">Details</span></span></summary><div class="sx-accordion-body"><p>x</p></div></details></div>',
    );
  });

  it('renders a Frame with its caption, and without one when none is given', async () => {
    expect(await html('<Frame caption="A cat">\n  <img src="https://example.com/cat.png" />\n</Frame>\n')).toBe(
      '<figure class="sx-frame"><div class="sx-frame-body"><img src="https://example.com/cat.png"/></div><figcaption><span>A cat</span></figcaption></figure>',
    );
    expect(await html('<Frame>\n  ![dog](https://example.com/dog.png)\n</Frame>\n')).toBe(
      '<figure class="sx-frame"><div class="sx-frame-body"><p><img src="https://example.com/dog.png" alt="dog"/></p></div></figure>',
    );
  });

  it('renders a CodeGroup around its code blocks', async () => {
    expect(await html('<CodeGroup>\n```bash npm\nnpm i\n```\n</CodeGroup>\n')).toMatch(
      /^<div class="sx-code-group" data-sx-tabs="sx-code-1"><figure class="sx-code" data-lang="bash" data-title="npm">.*<\/figure><\/div>$/s,
    );
  });

  it('renders an Icon', async () => {
    expect(await html('Go <Icon icon="arrow-right" /> now\n')).toBe(
      '<p>Go <svg class="sx-icon" aria-hidden="true" focusable="false"><use href="/_sextant/icons.svg#fa-solid-arrow-right"></use></svg> now</p>',
    );
    // A name no library has draws the generic icon; a value that is no name draws nothing visible, keeping it.
    const unknown = await compileSource('Text\n\n<Icon icon="no-such-icon-here" />\n');
    expect(unknown.html).toContain('#fa-regular-circle-question');
    expect(located(unknown.diagnostics, 'icon-substituted')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 13 }]);
    expect(await html('<Icon icon="not a name" />\n')).toContain('class="sx-icon sx-icon-missing" data-icon="not a name"');
  });
});

describe('unknown components', () => {
  it('render their children and warn once per name at the first tag', async () => {
    const page = await compileSource('Para\n\n<Mystery title="x">\n  inner **bold**\n</Mystery>\n\n<Mystery>again</Mystery>\n');
    expect(page.html.trim()).toBe('<p>Para</p>\n<p>inner <strong>bold</strong></p>\nagain');
    expect(located(page.diagnostics, 'unknown-component')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 1 }]);
    expect(page.diagnostics[0]!.message).toContain('<Mystery>');
  });

  it('are located in the middle of a line', async () => {
    const page = await compileSource('# T\n\ntext <Ribbon>new</Ribbon> and <Pill /> end\n');
    expect(page.html).toContain('<p>text new and  end</p>');
    expect(page.diagnostics.map((d) => [d.code, d.message.slice(0, 8), d.line, d.column])).toEqual([
      ['unknown-component', '<Ribbon>', 3, 6],
      ['unknown-component', '<Pill> i', 3, 31],
    ]);
  });

  it.each([
    [false, false],
    [true, true],
  ])('show a visible marker only in development (dev: %s)', async (dev, marked) => {
    const page = await compileSource('<Foo>child</Foo>\n', { dev });
    expect(page.html).toContain('child');
    expect(
      page.html.includes(
        '<div class="sx-unknown" data-component="Foo"><span class="sx-unknown-label">&lt;Foo> is not a known component</span>child</div>',
      ),
    ).toBe(marked);
    expect(page.html.includes('sx-unknown')).toBe(marked);
    expect(located(page.diagnostics, 'unknown-component')).toHaveLength(1);
  });
});

describe('createScope', () => {
  const node = (name: string, line?: number, column?: number): E.Identifier =>
    ({ type: 'Identifier', name, ...(line ? { loc: { start: { line, column }, end: { line, column } } } : {}) }) as E.Identifier;

  it('knows the built-in components', () => {
    const scope = createScope('p.mdx', false, []);
    for (const name of Object.keys(BUILTIN_COMPONENTS)) expect(scope.lookup(name)).toEqual({ value: BUILTIN_COMPONENTS[name] });
    expect(scope.lookup('Unknown')).toBeUndefined();
    expect(scope.lookup('toString')).toBeUndefined();
  });

  it('reports with 1-based columns from estree locations', () => {
    const diagnostics: Diagnostic[] = [];
    const scope = createScope('p.mdx', false, diagnostics);
    scope.unknownName('x', node('x', 4, 7));
    scope.unsupported('Function calls', node('f', 2, 0));
    expect(diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['mdx-unknown-name', 4, 8],
      ['mdx-unsupported-expression', 2, 1],
    ]);
    expect(diagnostics[1]!.message).toMatch(/^Not evaluated in MDX pages: function calls/i);
  });

  it('gives one stand-in and one warning per unknown component, placed where the tag is written', () => {
    const diagnostics: Diagnostic[] = [];
    const scope = createScope('p.mdx', true, diagnostics, new Map([['Widget', { line: 9, column: 3 }]]));
    const first = scope.unknownComponent('Widget', node('Widget'));
    expect(scope.unknownComponent('Widget', node('Widget'))).toBe(first);
    expect(typeof first).toBe('function');
    scope.unknownComponent('Other', node('Other'));
    expect(diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['unknown-component', 'p.mdx', 9, 3],
      ['unknown-component', 'p.mdx', 1, 1],
    ]);
  });
});

describe('page context', () => {
  it('compiles the same page to the same result twice', async () => {
    const ctx = contentSite({ 'page.mdx': '# T\n\n<Tabs>\n<Tab title="a">A</Tab>\n</Tabs>\n\n```js\nconst a = 1;\n```\n\n$x$\n' });
    const a = await compilePage('page.mdx', '/page', ctx);
    const b = await compilePage('page.mdx', '/page', ctx);
    expect(b).toEqual(a);
  });
});
