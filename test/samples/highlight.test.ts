/**
 * The playground's highlighter (runtime/playground/highlight.ts, highlight.js): for every language id
 * the samples and responses use, tokens come out as hljs-classed spans and the text survives whole and
 * escaped; ids without a grammar give the escaped text alone.
 */
import { describe, expect, it } from 'vitest';
import { codeSamples, findLanguage, languageNames } from '../../src/samples/index.js';
import { highlight } from '../../runtime/playground/highlight.js';
import { sampleCases } from '../code-samples/cases.js';

/** The text of highlight()'s markup: tags dropped, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Every language id the playground highlights: the samples' ids, and response bodies'. */
const SAMPLE_IDS = [...new Set(languageNames().map((name) => findLanguage(name)!.highlight))];
const BODY_IDS = ['json', 'xml', 'html'];

describe('runtime highlight', () => {
  it('covers the ids the samples use', () => {
    expect(SAMPLE_IDS).toEqual(expect.arrayContaining(['bash', 'python', 'javascript', 'go', 'objective-c', 'http', 'clojure']));
  });

  it.each(SAMPLE_IDS)('%s: classed tokens, the sample text preserved and escaped', async (id) => {
    const cases = sampleCases('https://api.example.com');
    const keys = [...new Set(languageNames().map((name) => findLanguage(name)!.key))].filter((k) => findLanguage(k)!.highlight === id);
    const samples = [...codeSamples(cases['post-json']!, keys), ...codeSamples(cases['post-multipart']!, keys)];
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      const html = await highlight(sample.code, id);
      expect(html, sample.language).toMatch(
        new RegExp(`^<pre class="sx-hl" tabindex="0"><code class="language-${id}">[\\s\\S]*</code></pre>$`),
      );
      expect(html, sample.language).toMatch(/<span class="hljs-[a-z_]+[^"]*">/);
      expect(text(html), sample.language).toBe(sample.code);
      // Nothing of the code's own text reads as markup: every `<` left opens one of our tags.
      expect(html.match(/<(?!\/?(?:span|pre|code)[\s>])/g), sample.language).toBeNull();
    }
  });

  it.each([
    ['json', '{"a": 1, "b": [true, null, "x<y & z"]}', ['hljs-attr', 'hljs-number', 'hljs-literal', 'hljs-string']],
    ['xml', '<a href="x">1 &amp; 2</a>', ['hljs-tag', 'hljs-name', 'hljs-attr', 'hljs-string']],
    ['html', '<p class="x">hi <b>there</b></p>', ['hljs-tag', 'hljs-name', 'hljs-attr']],
  ])('%s bodies: %s', async (id, code, classes) => {
    expect(BODY_IDS).toContain(id);
    const html = await highlight(code, id);
    for (const c of classes) expect(html).toContain(`<span class="${c}">`);
    expect(text(html)).toBe(code);
    expect(html.match(/<(?!\/?(?:span|pre|code)[\s>])/g)).toBeNull();
  });

  it.each(['text', 'no-such-language', 'COBOL'])('%s: escaped plain text', async (id) => {
    const code = 'plain text, <not> markup & "more"';
    const html = await highlight(code, id);
    expect(html).toBe(
      `<pre class="sx-hl" tabindex="0"><code class="language-${id.toLowerCase()}">plain text, &lt;not&gt; markup &amp; &quot;more&quot;</code></pre>`,
    );
  });

  it('keeps an id that is not a class name out of the markup', async () => {
    expect(await highlight('x', '"><img src=x>')).toBe('<pre class="sx-hl" tabindex="0"><code class="language-imgsrcx">x</code></pre>');
  });
});
