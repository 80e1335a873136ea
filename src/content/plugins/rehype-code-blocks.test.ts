import { describe, expect, it } from 'vitest';
import { compileSource, contentSite, located } from '../../../test/helpers/content.js';
import { compilePage } from '../compile-page.js';

/** The `<span class="line…">` classes of a highlighted block, one per line. */
function lineClasses(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]!);
}

const JS_ICON =
  '<svg class="sx-icon" aria-hidden="true" focusable="false"><use href="/_sextant/icons.svg#tabler-outline-brand-javascript"></use></svg>';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;

describe('code blocks in pages', () => {
  it('highlight a known language with Shiki, light colours inline and dark ones as --shiki-dark variables', async () => {
    const page = await compileSource(fence('js', 'const a = 1;'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/^<figure class="sx-code" data-lang="js"><pre class="shiki shiki-themes github-light github-dark"/);
    expect(page.html).toMatch(/<span style="color:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6};?">const<\/span>/i);
    expect(page.html).toMatch(/--shiki-dark-bg:#[0-9a-f]{6}/i);
    expect(page.html).not.toContain('data-title');
    expect(page.html).not.toContain('<figcaption>');
  });

  it.each([
    ['title="app.js"', 'app.js'],
    ["title='My file.ts'", 'My file.ts'],
    ['app.js', 'app.js'],
    ['server.ts {1}', 'server.ts'],
  ])('show a title from meta %j as a figcaption and data-title', async (meta, title) => {
    const page = await compileSource(fence(`js ${meta}`, 'x()'));
    expect(page.html).toContain(
      `<figure class="sx-code" data-lang="js" data-title="${title}"><figcaption>${JS_ICON}${title}</figcaption><pre`,
    );
  });

  it('highlight the lines named by `{1,3-4}`', async () => {
    const page = await compileSource(fence('js {1,3-4}', 'l1\nl2\nl3\nl4\nl5'));
    expect(lineClasses(page.html)).toEqual(['line highlighted', 'line', 'line highlighted', 'line highlighted', 'line']);
  });

  it('highlight `highlight=` lines and focus `focus=` lines (the others are dimmed by the stylesheet)', async () => {
    const page = await compileSource(fence('js highlight="[1,3]" focus={2-3}', 'l1\nl2\nl3\nl4'));
    expect(lineClasses(page.html)).toEqual(['line highlighted', 'line focused', 'line highlighted focused', 'line']);
    expect(page.html).toMatch(/<pre class="[^"]*\bhas-highlighted\b[^"]*\bhas-focused\b/);
  });

  it('mark a range of diff lines with `[!code ++:2]`', async () => {
    const page = await compileSource(fence('js', 'a(); // [!code ++:2]\nb();\nc();'));
    expect(lineClasses(page.html)).toEqual(['line diff add', 'line diff add', 'line']);
  });

  it('take `nocopy`, and a bare ```nocopy fence as plain text without copy', async () => {
    expect((await compileSource(fence('js nocopy', 'x()'))).html).toContain('<figure class="sx-code sx-code-nocopy" data-lang="js">');
    expect((await compileSource(fence('nocopy', 'x()'))).html).toContain('<figure class="sx-code sx-code-nocopy" data-lang="text">');
    expect((await compileSource(fence('js nocopy="false"', 'x()'))).html).toContain('<figure class="sx-code" data-lang="js">');
  });

  it('draw the fence’s `icon` in the title instead of the language’s, and a Pro one with a warning', async () => {
    const page = await compileSource(fence('js icon="square-js" app.js', 'x()'));
    expect(page.html).toContain(
      '<figcaption><svg class="sx-icon" aria-hidden="true" focusable="false"><use href="/_sextant/icons.svg#fa-brands-square-js"></use></svg>app.js</figcaption>',
    );
    expect(page.icons).toEqual(['fa-brands-square-js']);
    const pro = await compileSource('Text\n\n' + fence('js icon="rocket-launch" app.js', 'x()'));
    expect(pro.icons).toEqual(['fa-solid-rocket']);
    expect(located(pro.diagnostics, 'icon-substituted')).toEqual([{ severity: 'warning', file: 'page.mdx', line: 3, column: 13 }]);
  });

  it('give an untitled block no caption and no icon, keeping plain blocks light', async () => {
    const page = await compileSource(fence('python', 'x = 1'));
    expect(page.html).not.toContain('<svg');
    expect(page.icons).toBeUndefined();
  });

  it('mark `// [!code ++]` and `// [!code --]` lines as a diff and drop the notation', async () => {
    const page = await compileSource(fence('js', 'keep();\nold(); // [!code --]\nnew(); // [!code ++]'));
    expect(lineClasses(page.html)).toEqual(['line', 'line diff remove', 'line diff add']);
    expect(page.html).toMatch(/<pre class="[^"]*\bhas-diff\b/);
    expect(page.html).not.toContain('[!code');
  });

  it('mark `[!code highlight]` and `[!code focus]` lines', async () => {
    const page = await compileSource(fence('js', 'a(); // [!code highlight]\nb(); // [!code focus]\nc();'));
    expect(lineClasses(page.html)).toEqual(['line highlighted', 'line focused', 'line']);
    expect(page.html).toMatch(/<pre class="[^"]*\bhas-focused\b/);
  });

  it.each([
    ['wrap', ['sx-code-wrap']],
    ['lines', ['sx-code-lines']],
    ['expandable', ['sx-code-expandable']],
    ['wrap lines expandable', ['sx-code-wrap', 'sx-code-lines', 'sx-code-expandable']],
  ])('turn the %j flags into classes on the figure', async (flags, classes) => {
    const page = await compileSource(fence(`py ${flags}`, 'x = 1'));
    expect(page.html).toContain(`<figure class="${['sx-code', ...classes].join(' ')}" data-lang="py">`);
    expect(page.html).not.toContain('data-title');
  });

  it('show an unknown language as escaped plain text, without a diagnostic', async () => {
    const page = await compileSource(fence('notalang', '<b>x</b> & y'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-lang="notalang"');
    // Shiki writes `<` as `&#x3C;`: the same text for the browser.
    expect(page.html.replace(/&#x3C;/g, '&lt;').replace(/&#x26;/g, '&amp;')).toContain(
      '<span class="line"><span>&lt;b>x&lt;/b> &amp; y</span></span>',
    );
    expect(page.html).not.toContain('<b>');
  });

  it('show a block without a language as text', async () => {
    const page = await compileSource(fence('', 'plain'));
    expect(page.html).toContain('<figure class="sx-code" data-lang="text">');
    expect(page.html).toContain('<span class="line"><span>plain</span></span>');
  });

  it('keep indented code blocks in Markdown pages as code', async () => {
    const page = await compileSource('Para\n\n    indented <code>\n', { file: 'page.md' });
    expect(page.html).toContain('<figure class="sx-code" data-lang="text">');
    expect(page.html.replace(/&#x3C;/g, '&lt;')).toContain('indented &lt;code>');
  });

  it('turn mermaid blocks into diagram placeholders with escaped text, and say the page needs mermaid', async () => {
    const page = await compileSource(fence('mermaid', 'graph TD; A["<b>x</b>"]-->B') + '\n' + fence('js', '1'));
    expect(page.html).toContain('<pre class="mermaid">graph TD; A[&quot;&lt;b>x&lt;/b>&quot;]-->B</pre>');
    expect(page.html).not.toContain('data-lang="mermaid"');
    expect(page.needs).toEqual({ math: false, mermaid: true });
  });

  it('say the page needs the ELK layout when a diagram asks for it', async () => {
    const elk = await compileSource(fence('mermaid', "%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%\nflowchart TD\n  A --> B"));
    expect(elk.needs).toEqual({ math: false, mermaid: true, elk: true });
    const dagre = await compileSource(fence('mermaid', 'flowchart TD\n  A --> B'));
    expect(dagre.needs).toEqual({ math: false, mermaid: true });
  });

  it('do not ask for mermaid or math on a page without them', async () => {
    const page = await compileSource(fence('js', 'const price = "$5 and $6";') + '\nText.\n');
    expect(page.needs).toEqual({ math: false, mermaid: false });
  });

  it('typeset inline math with KaTeX and say the page needs math', async () => {
    const page = await compileSource('Inline $a^2 + b^2$ here.\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.needs).toEqual({ math: true, mermaid: false });
    expect(page.html).toContain('<span class="katex">');
    expect(page.html).toContain('<annotation encoding="application/x-tex">a^2 + b^2</annotation>');
    expect(page.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML">');
  });

  it('show a KaTeX error in place instead of failing the page', async () => {
    const page = await compileSource('Bad $\\frac{1}{$ math and more text.\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('katex-error');
    expect(page.html).toContain('and more text.');
  });

  it('use the site’s code themes', async () => {
    const ctx = { ...contentSite({ 'page.mdx': fence('js', 'const a = 1;') }), codeThemes: { light: 'min-light', dark: 'nord' } };
    const page = await compilePage('page.mdx', '/page', ctx);
    expect(page.html).toContain('<pre class="shiki shiki-themes min-light nord"');
  });

  it('keep each block’s title inside a CodeGroup', async () => {
    const page = await compileSource(
      '<CodeGroup>\n' + fence('bash npm', 'npm i sextant') + fence('bash yarn', 'yarn add sextant') + '</CodeGroup>\n',
    );
    expect(page.html).toMatch(
      /^<div class="sx-code-group" data-sx-tabs="sx-code-1"><figure class="sx-code" data-lang="bash" data-title="npm"><figcaption><svg [^>]*><use href="[^"]*#tabler-outline-terminal-2"><\/use><\/svg>npm<\/figcaption>/,
    );
    expect(page.html).toMatch(/<figure class="sx-code" data-lang="bash" data-title="yarn"><figcaption><svg .*?<\/svg>yarn<\/figcaption>/);
    expect(page.icons).toEqual(['tabler-outline-terminal-2']);
  });
});
