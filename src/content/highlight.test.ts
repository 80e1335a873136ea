import { describe, expect, it } from 'vitest';
import { codeThemes, highlightCode, highlightId, primeHighlight, useCodeLanguages } from './highlight.js';

const GITHUB = { light: 'github-light', dark: 'github-dark-default' };

describe('codeThemes', () => {
  it.each<[string, unknown, { light: string; dark: string }]>([
    ['nothing set', undefined, GITHUB],
    ['"system"', 'system', GITHUB],
    ['"dark"', 'dark', { light: 'github-dark-default', dark: 'github-dark-default' }],
    ['a theme name', 'nord', { light: 'nord', dark: 'nord' }],
    ['{ theme: name }', { theme: 'nord' }, { light: 'nord', dark: 'nord' }],
    ['{ theme: { light, dark } }', { theme: { light: 'min-light', dark: 'nord' } }, { light: 'min-light', dark: 'nord' }],
    ['{ theme: { dark } } only', { theme: { dark: 'nord' } }, { light: 'github-light', dark: 'nord' }],
    ['an object without theme', {}, GITHUB],
    ['a number', 42, GITHUB],
  ])('gives the light and dark themes for %s', (_what, setting, expected) => {
    // Values the schema refuses (a number, half a pair) still fall back rather than throw.
    expect(codeThemes(setting as Parameters<typeof codeThemes>[0])).toEqual(expected);
  });
});

describe('highlightCode', () => {
  /** The text a browser would show for some HTML. */
  const text = (html: string): string =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x3C;/gi, '<')
      .replace(/&amp;/g, '&');

  it('returns the HTML of a <pre> coloured for both themes, the dark one as CSS variables', async () => {
    const pre = await highlightCode('const a = 1;', 'js', '', GITHUB);
    expect(pre).toMatch(/^<pre class="shiki shiki-themes github-light github-dark-default"/);
    expect(pre).toMatch(/--shiki-dark-bg:#[0-9a-f]{6}/i);
    expect(text(pre)).toBe('const a = 1;');
  });

  it.each(['', 'text', 'txt', 'plaintext', 'no-such-language'])('highlights language %j as plain text', async (lang) => {
    const pre = await highlightCode('<b>x</b>', lang, '', GITHUB);
    expect(text(pre)).toBe('<b>x</b>');
    expect(pre).not.toContain('<b>');
    expect(pre.replace(/^<pre[^>]*>/, '')).not.toContain('--shiki-dark:');
  });

  it('reads language names case-insensitively', async () => {
    const pre = await highlightCode('const a = 1;', 'JavaScript', '', GITHUB);
    expect(pre.replace(/^<pre[^>]*>/, '')).toContain('--shiki-dark:');
  });

  it('gives the same HTML for the same code, language, meta and themes, and other HTML for other meta', async () => {
    const a = await highlightCode('let x;', 'ts', '', GITHUB);
    expect(await highlightCode('let x;', 'ts', '', GITHUB)).toBe(a);
    expect(await highlightCode('let x;', 'ts', '{1}', GITHUB)).not.toBe(a);
  });
});

describe('highlighting remembered from an earlier build', () => {
  const themes = { light: 'github-light', dark: 'github-dark-default' };
  it('tells the recorder each block’s id and HTML, and a primed id is used without highlighting', async () => {
    const seen: [string, string][] = [];
    const pre = await highlightCode('let recorded = 1;', 'js', '', themes, (id, html) => seen.push([id, html]));
    expect(seen).toEqual([[highlightId('let recorded = 1;', 'js', '', themes), pre]]);
    const code = 'let primed = 2;';
    primeHighlight(highlightId(code, 'js', '', themes), '<pre>from the last build</pre>');
    expect(await highlightCode(code, 'js', '', themes)).toBe('<pre>from the last build</pre>');
    // Another meta is another block: highlighted afresh.
    expect(await highlightCode(code, 'js', '{1}', themes)).toContain('shiki');
  });
});

describe("a site's own grammars", () => {
  const themes = { light: 'github-light', dark: 'github-dark-default' };
  const grammar = (scope: string) => ({
    file: 'g.json',
    names: ['gram'],
    derived: ['mine'],
    grammar: { scopeName: 'source.gram', patterns: [{ match: '\\bword\\b', name: scope }] },
    hash: scope,
  });
  /** The light colour of the token `word`. */
  const colour = (pre: string) => /<span style="color:(#[0-9A-F]{6})[^"]*">word<\/span>/i.exec(pre)?.[1]?.toUpperCase();

  it('colour the blocks that name them, and an edited grammar (the dev server reloading it) replaces the old one', async () => {
    try {
      useCodeLanguages([grammar('keyword.control.gram')]);
      expect(colour(await highlightCode('a word', 'gram', '', themes))).toBe('#D73A49');
      expect(colour(await highlightCode('a word', 'mine', '', themes))).toBe('#D73A49');
      // The same code and language, another grammar: highlighted afresh, not served from the cache.
      useCodeLanguages([grammar('string.quoted.gram')]);
      expect(colour(await highlightCode('a word', 'gram', '', themes))).toBe('#032F62');
      useCodeLanguages([]);
      expect(colour(await highlightCode('a word', 'gram', '', themes))).toBe(undefined);
      // One Shiki fails on (navigation refuses such shapes; this is the net behind it): plain text, no throw.
      useCodeLanguages([
        { ...grammar('keyword.control.gram'), hash: 'broken', grammar: { scopeName: 'source.gram', patterns: [], injectTo: 5 } },
      ]);
      const pre = await highlightCode('a word', 'gram', '', themes);
      expect(pre).toContain('<span>a word</span>');
      expect(await highlightCode('another word', 'gram', '', themes)).toContain('<span>another word</span>');
      expect(await highlightCode('const a = 1;', 'js', '', themes)).toContain('--shiki-dark:');
    } finally {
      useCodeLanguages([]);
    }
  });

  it('a restart while other blocks are being highlighted (builds of two sites in one process) does not fail them', async () => {
    try {
      // Blocks whose languages are not loaded yet: they await Shiki while the grammars change.
      const pending = ['fn main() {}', 'SELECT 1;', 'a: 1'].map((code, i) => highlightCode(code, ['rust', 'sql', 'yaml'][i]!, '', themes));
      useCodeLanguages([grammar('keyword.control.gram')]);
      const mine = highlightCode('a word', 'gram', '', themes);
      const done = await Promise.all(pending);
      for (const pre of done) expect(pre).toContain('--shiki-dark:');
      expect(colour(await mine)).toBe('#D73A49');
    } finally {
      useCodeLanguages([]);
    }
  });
});
