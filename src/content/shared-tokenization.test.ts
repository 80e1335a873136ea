import { describe, expect, it } from 'vitest';
import { createHighlighter } from 'shiki';
import { codeToHtml } from '@shikijs/core';
import { shareTokenization } from './shared-tokenization.js';

// Blocks chosen to exercise what could differ: embedded languages (HTML with script and style,
// Markdown with fenced code), multi-line states (comments, template strings), font styles (italic
// comments in one theme only) and tokens of different types but equal colour.
const SAMPLES: [string, string][] = [
  // Two blocks sharing their first lines, then differing (and a multi-line comment left open).
  ['ts', "import { a } from 'b';\nconst x = 1;\n/* open\n"],
  ['ts', "import { a } from 'b';\nconst x = 1;\nlet y = `t`;\n"],
  // The same first line in two languages (each grammar keeps its own lines).
  ['python', 'x = record("a")  # c\nprint(x)\n'],
  ['ruby', 'x = record("a")  # c\nputs x\n'],
  [
    'ts',
    "import { a } from 'b';\n/* multi\n   line */\nconst t = `x ${y + 1} z`;\nexport async function f<T>(x: T): Promise<void> { await g(x as never); }\n",
  ],
  ['python', 'def f(x: int) -> str:\n    """doc\n    string"""\n    return f"{x!r}"  # comment\n'],
  ['html', '<!doctype html>\n<style>body { color: red }</style>\n<script>\nconst a = 1; // c\n</script>\n<p class="x">Hi &amp; bye</p>\n'],
  ['markdown', '# Title\n\n```js\nconsole.log(1)\n```\n\n- *em* **strong** `code`\n'],
  ['bash', 'curl -X POST "https://x.test/a?b=1" \\\n  -H \'Authorization: Bearer $TOKEN\' # send\nfor i in $(seq 3); do echo "$i"; done\n'],
  ['json', '{\n  "a": [1, true, null, "s"],\n  "b": { "c": -1.5e3 }\n}\n'],
  ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(`raw\nstring`)\n}\n'],
  ['rust', 'fn main() { let v: Vec<i32> = vec![1, 2]; println!("{:?}", v); } // c\n'],
  ['yaml', 'openapi: 3.1.0\ninfo:\n  title: "T" # c\n  version: 1\nlist:\n  - &a x\n  - *a\n'],
  ['css', '@media (max-width: 10px) { .a > b::before { content: "x"; color: #fff !important } }\n'],
];
const THEME_PAIRS = [
  { light: 'github-light', dark: 'github-dark-default' },
  { light: 'min-light', dark: 'one-dark-pro' },
];

describe('shared tokenization', () => {
  it('gives the same HTML as Shiki tokenizing once per theme, also for blocks that start alike', async () => {
    const h = await createHighlighter({ themes: THEME_PAIRS.flatMap((p) => [p.light, p.dark]), langs: SAMPLES.map(([l]) => l) });
    const shared = shareTokenization(h.getInternalContext());
    let compared = 0;
    // Twice over, without reset: lines remembered from earlier blocks (and the other theme pair) are reused.
    for (const themes of [...THEME_PAIRS, ...THEME_PAIRS]) {
      for (const [lang, code] of SAMPLES) {
        const options = { lang, themes, defaultColor: 'light' as const, tokenizeTimeLimit: 0 };
        const ours = codeToHtml(shared.primitive, code, options);
        expect(ours, `${lang} with ${themes.light}/${themes.dark}`).toBe(h.codeToHtml(code, options));
        expect(ours).toContain('--shiki-dark:');
        compared++;
      }
    }
    expect(compared).toBe(SAMPLES.length * THEME_PAIRS.length * 2);
  });
});
