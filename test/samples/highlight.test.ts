/**
 * The playground's highlighter writes the markup the build writes for the same code (default themes):
 * runtime/playground/highlight.ts renders Shiki's tokens itself, so this holds it to codeToHtml.
 */
import { describe, expect, it } from 'vitest';
import { codeThemes, highlightCode, useHighlightEngine } from '../../src/content/highlight.js';
import { codeSamples, findLanguage, languageNames } from '../../src/samples/index.js';
import { highlight } from '../../runtime/playground/highlight.js';
import { sampleCases } from '../code-samples/cases.js';

useHighlightEngine('javascript');
const THEMES = codeThemes('system');

describe('runtime highlight', () => {
  it.each([
    ['{"a": 1, "b": [true, null, "x"]}', 'json'],
    ['<a href="x">1</a>', 'xml'],
    ['<p class="x">hi <b>there</b></p>', 'html'],
    ['plain text, <not> markup & more', 'text'],
    ['just text', 'no-such-language'],
  ])('%s as %s', async (code, lang) => {
    expect(await highlight(code, lang)).toBe(await highlightCode(code, lang === 'no-such-language' ? 'text' : lang, '', THEMES));
  });

  it('every code sample language, as the build highlights it', async () => {
    const keys = [...new Set(languageNames().map((name) => findLanguage(name)!.key))];
    const cases = sampleCases('https://api.example.com');
    const samples = [...codeSamples(cases['post-json']!, keys), ...codeSamples(cases['post-multipart']!, keys)];
    for (const sample of samples) {
      const html = await highlight(sample.code, sample.highlight);
      expect(html, sample.language).toBe(await highlightCode(sample.code, sample.highlight, '', THEMES));
      expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark-default"/);
    }
  });
});
