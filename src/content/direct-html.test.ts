import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledLanguages, createHighlighter } from 'shiki';
import { codeToHtml } from '@shikijs/core';
import { canWriteDirectly, directHtml } from './direct-html.js';
import { shareTokenization } from './shared-tokenization.js';
import { parseMdx } from './parse-mdx.js';
import { sharedFixtures } from '../../test/helpers/tmp-site.js';

// Blocks where writing the HTML directly could part from Shiki's: whitespace-only tokens (indents,
// spaces before a last token, a line of spaces), empty lines inside grammar state, `<` and `&`, CRLF
// line ends, empty code, plain text (one token per line, empty ones kept), font styles (Markdown's
// bold and italics, one-dark-pro's italic comments) and the caller's colour replacements.
const SAMPLES: [string, string][] = [
  ['ts', "import { a } from 'b';\n\n/* open\n\n   still comment */\nconst t = `x ${y + 1}\n\n z`;\n  \nlet q = a < b && c > d;  "],
  ['python', 'def f(x: int) -> str:\n\t"""doc\n\n    string"""\n    return f"{x!r}"  # comment\n'],
  ['markdown', '# Title\r\n\r\n**bold** *em* ~~gone~~ [link](https://x.test) `code`\r\n\r\n```js\r\nconsole.log(1)\r\n```\r\n'],
  ['bash', 'curl -X POST "https://x.test/a?b=1&c=2" \\\n  -H \'Authorization: Bearer $TOKEN\' # send\n'],
  ['html', '<p class="x">Hi &amp; bye</p>\n<script>\n  const a = 1 < 2; // c\n</script>\n'],
  ['json', '{\n  "a": [1, true, null, "s"],\n\n  "b": { "c": -1.5e3 }\n}'],
  ['yaml', 'key: "#e36209"\nlist:\n  - &a x\n  - *a\n'],
  ['text', '<b>x</b> & y\n\n   \nlast'],
  ['text', ''],
  ['ts', ''],
  ['ts', '   '],
  ['js', '\n\nconst a = 1\n\n'],
];
const THEME_PAIRS = [
  { light: 'github-light', dark: 'github-dark-default' },
  { light: 'min-light', dark: 'one-dark-pro' },
  { light: 'dracula', dark: 'dracula' },
];
// github-light's orange, replaced as highlight.ts replaces it (and one of one-dark-pro's colours).
const REPLACEMENTS = { 'github-light': { '#e36209': '#a85200' }, 'one-dark-pro': { '#7f848e': '#8b919c' } };

async function compare(blocks: [string, string][], pairs = THEME_PAIRS): Promise<number> {
  const langs = [...new Set(blocks.map(([l]) => l))].filter((l) => l in bundledLanguages);
  const h = await createHighlighter({ themes: [...new Set(pairs.flatMap((p) => [p.light, p.dark]))], langs });
  const shared = shareTokenization(h.getInternalContext());
  let compared = 0;
  for (const themes of pairs) {
    for (const [lang, code] of blocks) {
      const shiki = codeToHtml(h.getInternalContext(), code, {
        lang,
        themes,
        defaultColor: 'light',
        colorReplacements: REPLACEMENTS,
        tokenizeTimeLimit: 0,
      });
      expect(
        directHtml(h.getInternalContext(), shared, code, lang, themes, REPLACEMENTS),
        `${lang} with ${themes.light}/${themes.dark}:\n${code}`,
      ).toBe(shiki);
      compared++;
    }
  }
  return compared;
}

describe('direct HTML of a code block', () => {
  it("gives Shiki's HTML byte for byte, for both themes, plain text and font styles", async () => {
    expect(await compare(SAMPLES)).toBe(SAMPLES.length * THEME_PAIRS.length);
  });

  it('is not used where Shiki transformers change the HTML', () => {
    expect(canWriteDirectly('const a = 1;', 'ts', false)).toBe(true);
    expect(canWriteDirectly('const a = 1;', 'ts', true)).toBe(false);
    expect(canWriteDirectly('const a = 1; // [!code ++]', 'ts', false)).toBe(false);
    expect(canWriteDirectly('x = 1 # [!CODE focus]', 'python', false)).toBe(false);
    expect(canWriteDirectly('\u001b[31mred\u001b[0m', 'ansi', false)).toBe(false);
  });
});

// Needs ../shared/fixtures/real (present in CI beside the clone; absent in an outside contributor's clone).
const fixtures = sharedFixtures();

describe.skipIf(!fixtures)('direct HTML on real repositories', () => {
  it("gives Shiki's HTML for a sample of every real repository's code blocks", async () => {
    const blocks: [string, string][] = [];
    const visit = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules') visit(file);
        else if (/\.mdx?$/.test(e.name)) {
          const parsed = parseMdx(fs.readFileSync(file, 'utf8'), file);
          if (!parsed.ok) continue;
          const walk = (n: { type: string; lang?: string | null; value?: string; children?: unknown[] }): void => {
            if (n.type === 'code') blocks.push([(n.lang ?? 'text').toLowerCase(), n.value ?? '']);
            for (const c of n.children ?? []) walk(c as typeof n);
          };
          walk(parsed.tree as never);
        }
      }
    };
    visit(path.join(fixtures!, 'real'));
    // Every ninth block of the ~5,000 (all of them take Shiki half a minute), in languages it has.
    const sample = blocks.filter(([lang], i) => i % 9 === 0 && lang in bundledLanguages && lang !== 'ansi');
    expect(sample.length).toBeGreaterThan(300);
    expect(await compare(sample, THEME_PAIRS.slice(0, 1))).toBe(sample.length);
  }, 60_000);
});
