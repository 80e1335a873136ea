import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight.js';

const THEMES = { light: 'github-light', dark: 'github-dark-default' };

// Its own file, so no earlier highlight in this module instance has loaded Python.
describe('lazily embedded languages', () => {
  it('colour a fenced block inside Markdown whatever was highlighted before', async () => {
    const mdx = '<RequestExample>\n\n```python Python\nrequests.post("https://x.test", json={"a": 1})\n```\n\n</RequestExample>';
    const pre = await highlightCode(mdx, 'mdx', '', THEMES);
    // The Python string is coloured as a string, not left in the fence's plain text.
    expect(pre).toMatch(/<span style="color:#032F62[^"]*">"https:\/\/x\.test"<\/span>/);
    expect(pre).not.toContain('requests.post("https://x.test", json={"a": 1})');
  });

  it('name a language by an alias', async () => {
    const pre = await highlightCode('```rs\nfn main() {}\n```', 'markdown', '', THEMES);
    expect(pre).toMatch(/>fn<\/span>/);
  });
});
