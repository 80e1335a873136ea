/**
 * The built-in MDX components as the fixture site test/fixtures/sites/components draws them: the
 * HTML each component and prop produces, the changelog's RSS feed and the Panel's place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { fixture } from './helpers/built-site.js';
import { tmpSite } from './helpers/tmp-site.js';
import { withoutMarks } from './helpers/content.js';

let out: string;
let warnings: string[];

beforeAll(async () => {
  out = path.join(tmpSite({}), 'dist');
  const result = await build(fixture('components'), { outDir: out, cache: false });
  expect(result.ok).toBe(true);
  warnings = result.diagnostics.map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
}, 60_000);

/** A page's HTML without the components' marks (`data-component-name`, the reference's classes: tested on their own below). */
function read(file: string): string {
  return withoutMarks(fs.readFileSync(path.join(out, file), 'utf8').replace(/ data-component-name="[A-Za-z]+"/g, ''));
}

/** The page's content (inside `.sx-content`). */
function content(page: string): string {
  const html = read(page === 'index' ? 'index.html' : `${page}/index.html`);
  return /<div id="content" class="sx-content">([\s\S]*?)<\/article>/.exec(html)![1]!;
}

function whole(page: string): string {
  return read(`${page}/index.html`);
}

describe('built-in components', () => {
  it('build without warnings (every component is known)', () => {
    expect(warnings).toEqual([]);
  });

  it('mark their outermost element with data-component-name and the reference’s class, as custom CSS written for Mintlify expects', () => {
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<div class="sx-callout sx-callout-note callout"[^>]* data-component-name="Note">/);
    expect(html).toMatch(/<div class="sx-callout sx-callout-custom[^">]* callout"[^>]* data-component-name="Callout">/);
    expect(html).toMatch(/<div class="sx-card-group card-group"[^>]* data-component-name="CardGroup">/);
    expect(html).toMatch(/<a class="sx-card[^">]* card"[^>]* data-component-name="Card">/);
    // The links to the previous and next pages are #pagination, which sites written for Mintlify hide or restyle.
    const layout = fs.readFileSync(path.join(out, 'layout/index.html'), 'utf8');
    expect(layout).toMatch(/<nav class="sx-prev-next" id="pagination"/);
    // Steps' items are .step (and .step-container, the older name), a tab's panel .tab.
    expect(layout).toMatch(/<li class="sx-step[^">]* step-container step"[^>]* data-component-name="Step">/);
    expect(layout).toMatch(/<section class="sx-tab-panel tab" data-title="[^"]+"/);
    expect(layout).toMatch(/<details class="sx-expandable[^">]* expandable"[^>]* data-component-name="Expandable">/);
    const inline = fs.readFileSync(path.join(out, 'inline/index.html'), 'utf8');
    expect(inline).toMatch(/<span class="sx-tooltip tooltip" data-sx-tooltip[^>]* data-component-name="Tooltip">/);
    expect(inline).toMatch(/<a href="\/layout" class="link" data-component-name="Link">/);
    // Badges: [data-badge], by colour and size.
    expect(inline).toMatch(
      /<span class="sx-chip sx-chip-green sx-chip-sm sx-chip-pill" data-badge data-color="green" data-size="sm"[^>]* data-component-name="Badge">/,
    );
    expect(fs.readFileSync(path.join(out, 'changelog/index.html'), 'utf8')).toMatch(
      /<svg class="sx-icon icon"[^>]* data-component-name="Icon">/,
    );
    // A panel is #panel.
    expect(fs.readFileSync(path.join(out, 'panel/index.html'), 'utf8')).toContain('<div id="panel" class="sx-panel panel">');
  });

  it('callouts carry their type icon; <Callout> honours icon and color', () => {
    const html = content('index');
    for (const [kind, icon] of [
      ['note', 'circle-alert'],
      ['warning', 'triangle-alert'],
      ['info', 'info'],
      ['tip', 'lightbulb'],
      ['check', 'circle-check'],
      ['danger', 'octagon-alert'],
    ])
      expect(html).toMatch(
        new RegExp(
          `sx-callout-${kind}" role="note" aria-label="[A-Z][a-z]+"><span class="sx-callout-icon"><svg[^>]*><use href="[^"]*#lucide-${icon}"`,
        ),
      );
    expect(html).toContain(
      'class="sx-callout sx-callout-custom sx-callout-tinted" role="note" aria-label="Note" style="--sx-callout-color:#7c3aed"',
    );
    expect(html).toMatch(/sx-callout-custom[^>]*><span class="sx-callout-icon"><svg[^>]*><use href="[^"]*#fa-solid-rocket"/);
  });

  it('cards: icon, href, cta, color, img, horizontal, arrow; columns', () => {
    const html = content('index');
    expect(html).toContain('<div class="sx-card-group" style="--sx-cols:3">');
    expect(html).toMatch(
      /<a class="sx-card" href="\/layout"><div class="sx-card-inner"><span class="sx-card-icon" data-component-part="card-icon"><svg/,
    );
    // External: an arrow by default, the CTA, the icon tinted.
    expect(html).toContain('<a class="sx-card" href="https://example.com" rel="noopener">');
    expect(html).toContain('<span class="sx-card-icon" style="color:#dc2626" data-component-part="card-icon">');
    expect(html).toMatch(/<span class="sx-card-cta">Visit <span aria-hidden="true">→<\/span><\/span>/);
    expect(html).toMatch(/href="https:\/\/example.com"[\s\S]*?<span class="sx-card-arrow" aria-hidden="true">↗<\/span>/);
    // Image on top, horizontal; `arrow` without href draws none.
    expect(html).toContain('<div class="sx-card sx-card-horizontal sx-card-has-img"><img class="sx-card-img" src="/images/cover.svg"');
    expect(html).toContain('<div class="sx-card-group" style="--sx-cols:2"><div class="sx-column">First column text.</div>');
    // `type`: a callout's colours and, without an icon of its own, its icon.
    expect(html).toMatch(
      /<div class="sx-card sx-card-typed sx-callout-warning"><div class="sx-card-inner"><span class="sx-card-icon" data-component-part="card-icon"><svg[^>]*><use href="[^"]*#lucide-triangle-alert"/,
    );
  });

  it('<Heading level noAnchor> draws a heading of that level, anchored, marked to get no link chip', () => {
    expect(content('layout')).toContain('<h3 id="quiet-heading" noanchor>Quiet heading</h3>');
  });

  it('GitHub.Repo links to the repository, its stats left for the browser to fill', () => {
    expect(content('inline')).toMatch(
      /<a class="sx-github-repo" href="https:\/\/github.com\/example\/sextant-demo" rel="noopener" data-sx-github-repo="example\/sextant-demo"><svg[^>]*><use href="[^"]*#tabler-outline-brand-github"><\/use><\/svg><span class="sx-github-repo-name">example\/sextant-demo<\/span><span class="sx-github-repo-stats" hidden>/,
    );
  });

  it('a callout takes ariaLabel as its name for screen readers', () => {
    expect(content('index')).toContain('<div class="sx-callout sx-callout-warning" role="note" aria-label="Careful">');
  });

  it('accordions: icon, description, defaultOpen, an id to link to; expandable', () => {
    const html = content('layout');
    expect(html).toMatch(
      /<details class="sx-accordion" id="closed-one" data-sx-accordion><summary>.*?<span class="sx-accordion-icon"><svg.*?#fa-solid-gear.*?<span class="sx-accordion-title">Closed one<\/span><span class="sx-accordion-description">A short description<\/span>/,
    );
    expect(html).toContain('<details class="sx-accordion" id="open-one" open data-sx-accordion>');
    expect(html).toContain('<details class="sx-expandable sx-nested"><summary>child fields</summary>');
  });

  it('steps: titleSize, icon, stepNumber, anchors', () => {
    const html = content('layout');
    expect(html).toContain('<h3 class="sx-step-title sx-step-title-h3" id="install">Install</h3>');
    expect(html).toMatch(/<li class="sx-step sx-step-has-icon"><span class="sx-step-marker" aria-hidden="true"><svg/);
    expect(html).toContain('<li class="sx-step" data-step="7"><span class="sx-step-marker" aria-hidden="true">7</span>');
    // Another component between two steps gets an item of its own: the list holds only items.
    expect(html).toMatch(
      /<\/li><li class="sx-step sx-step-aside"><figure class="sx-frame"[^]*?<\/figure><\/li><li class="sx-step" data-step="7">/,
    );
  });

  it('frame: hint above, caption rendered as Markdown', () => {
    const html = content('layout');
    expect(html).toContain('<p class="sx-frame-hint">Look closely</p>');
    expect(html).toContain('<figcaption><span>A <strong>bold</strong> caption with <a href="/inline">a link</a></span></figcaption>');
  });

  it('<Link href> is a checked link, in the page and its Markdown twin', () => {
    expect(content('inline')).toContain('<p>Read the <a href="/layout">layout components</a> next.</p>');
    expect(fs.readFileSync(path.join(out, 'inline.md'), 'utf8')).toContain('Read the [layout components](/layout) next.');
  });

  it('badge, tooltip, visibility, prompt, color, tile', () => {
    const html = content('inline');
    expect(html).toContain('<span class="sx-chip sx-chip-green sx-chip-sm sx-chip-pill"><svg');
    expect(html).toContain(
      '<span class="sx-chip sx-chip-gray sx-chip-md sx-chip-stroke sx-chip-disabled" aria-disabled="true">outlined</span>',
    );
    expect(html).toContain('<span class="sx-tooltip-trigger" tabindex="0" aria-describedby="sx-tip-1">API</span>');
    expect(html).toMatch(
      /<span class="sx-tooltip-tip" role="tooltip" id="sx-tip-1"><strong class="sx-tooltip-headline">API<\/strong><span class="sx-tooltip-text">Application programming interface<\/span><a class="sx-tooltip-cta" href="\/layout">Read more<\/a>/,
    );
    expect(html).toContain('<div class="sx-visibility" data-sx-visibility="humans">Shown to readers.</div>');
    // Agents' text stays in the page for Markdown outputs, in an inert template.
    expect(html).toContain('<template class="sx-visibility" data-sx-visibility="agents">Only for agents.</template>');
    expect(html).toContain('<span class="sx-prompt-description">Ask your <strong>assistant</strong></span>');
    expect(html).toContain('data-sx-prompt-copy hidden>Copy prompt</button>');
    expect(html).toContain('data-sx-prompt-cursor hidden>Open in Cursor</button>');
    expect(html).toContain('<div class="sx-prompt-text"><p>Write a haiku about documentation.</p></div>');
    expect(html).toContain('style="--sx-swatch:#ffffff;--sx-swatch-dark:#0f1115"');
    expect(html).toContain('<div class="sx-color-row"><p class="sx-color-row-title">Greys</p>');
    expect(html).toMatch(
      /<a class="sx-tile" href="\/layout"><div class="sx-tile-preview"><img src="\/images\/tile.svg"[^>]*><\/div><p class="sx-tile-title">Layout<\/p>/,
    );
  });

  it('tree: member components and a Markdown list (FileTree)', () => {
    const html = content('trees');
    expect(html).not.toContain('undefined');
    expect(html).toMatch(/<li class="sx-tree-folder"><details open><summary class="sx-tree-name"><svg.*?<\/svg>src<\/summary>/);
    expect(html).toMatch(/<li class="sx-tree-file sx-tree-highlight"><span class="sx-tree-name"><svg.*?<\/svg>index.ts<\/span>/);
    expect(html).toMatch(/<li class="sx-tree-folder"><details><summary class="sx-tree-name"><svg.*?<\/svg>lib<\/summary>/);
    // openable={false}: no disclosure.
    expect(html).toMatch(/<li class="sx-tree-folder"><span class="sx-tree-name"><svg.*?<\/svg>fixed<\/span>/);
    // The Markdown list: a trailing slash makes a folder.
    expect(html).toMatch(
      /<summary class="sx-tree-name"><svg.*?<\/svg>docs<\/summary><ul class="sx-tree-list"><li class="sx-tree-file"><span class="sx-tree-name"><svg.*?<\/svg>index.mdx/,
    );
  });

  it('views: each under its title, for the runtime to switch', () => {
    const html = content('views');
    expect(html).toMatch(
      /<div class="sx-view" data-sx-view="React"><p class="sx-view-title"><svg.*?<\/svg>React<\/p><p>React content.<\/p>\s*<h2 id="react-setup">React setup<\/h2>/,
    );
    expect(html).toContain('<div class="sx-view" data-sx-view="Vue"><p class="sx-view-title">Vue</p>');
  });

  it('images: `actions` draws a toolbar over the image at `actionsPlacement`; without it the image is as written', () => {
    const html = content('images');
    expect(html).toMatch(
      /<span class="sx-img" data-placement="bottom-center"><img src="\/images\/cover.svg" alt="Cover" width="480" height="270"\/><span class="sx-img-bar" role="group" aria-label="Image actions"><button type="button" class="sx-img-action" data-sx-img-copy aria-label="Copy image" title="Copy image" hidden><span class="sx-img-icon"><svg[^]*?#tabler-outline-copy"><\/use><\/svg><\/span><\/button><a class="sx-img-action" href="\/images\/cover.svg" download aria-label="Download image" title="Download image"><span class="sx-img-icon"><svg[^]*?#tabler-outline-download"><\/use><\/svg><\/span><\/a><\/span><\/span>/,
    );
    // Only the actions asked for, where asked; unknown placements fall back to the default.
    expect(html).toMatch(
      /<span class="sx-img" data-placement="top-right"><img src="\/images\/tile.svg" alt="Tile" width="320" height="180"\/><span class="sx-img-bar" role="group" aria-label="Image actions"><a class="sx-img-action"/,
    );
    expect(html.match(/data-sx-img-copy/g)).toHaveLength(1);
    expect(html).toContain('<img src="/images/cover.svg" alt="Plain cover" width="240" height="135"/>');
    expect(html).not.toMatch(/<img[^>]*actions/i);
  });

  it('panel: in the right column instead of the table of contents', () => {
    const html = whole('panel');
    expect(content('panel')).not.toContain('Pinned beside');
    expect(html).toMatch(
      /<aside id="table-of-contents" class="sx-aside"><div id="panel" class="sx-panel"><div class="sx-callout sx-callout-info"[\s\S]*?Pinned beside the content./,
    );
    expect(html).not.toContain('class="sx-toc"');
  });

  it('update: label column, description, tags, anchors; the page links its RSS feed', () => {
    const html = content('changelog');
    expect(html).toContain(
      '<section class="sx-update" id="v2-0" aria-labelledby="v2-0-label" data-tags="[&quot;Feature&quot;,&quot;Breaking&quot;]"><div class="sx-update-meta"><a class="sx-update-label" id="v2-0-label" href="#v2-0">v2.0</a><p class="sx-update-description">2024-10-12</p><ul class="sx-update-tags" aria-label="Tags"><li>Feature</li><li>Breaking</li></ul></div><div class="sx-update-body"><p>Version two: <strong>faster</strong> builds.</p></div></section>',
    );
    expect(whole('changelog')).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Changelog - Components" href="/changelog/rss.xml"/>',
    );
    expect(whole('layout')).not.toContain('application/rss+xml');
    const rss = fs.readFileSync(path.join(out, 'changelog/rss.xml'), 'utf8');
    expect(rss).toContain('<title>Changelog – Components</title>');
    expect(rss).toContain('<link>/changelog#v2-0</link>');
    expect(rss).toContain('<pubDate>Sat, 12 Oct 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<category>Breaking</category>');
    expect(rss).toContain('<description>&lt;p&gt;Version two: &lt;strong&gt;faster&lt;/strong&gt; builds.&lt;/p&gt;</description>');
    // A JSX label draws as written, and its text names the anchor and the feed item.
    expect(html).toMatch(
      /<section class="sx-update" id="quickstart-more" aria-labelledby="quickstart-more-label" data-tags="\[&quot;Getting Started&quot;\]"><div class="sx-update-meta"><a class="sx-update-label" id="quickstart-more-label" href="#quickstart-more"><svg[^>]*><use href="[^"]*#fa-solid-rocket"><\/use><\/svg><span>Quickstart &amp; more<\/span><\/a>/,
    );
    expect(rss).toContain('<title>Quickstart &amp; more</title>');
    // The `rss` prop names the item.
    expect(rss).toContain('<title>Release 1.1</title>');
    expect(fs.existsSync(path.join(out, 'layout/rss.xml'))).toBe(false);
  });
});
