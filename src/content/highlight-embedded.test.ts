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

  it("colour a block's frontmatter as YAML without the block naming YAML", async () => {
    const pre = await highlightCode('---\ntitle: "A page"\n---\n\n# Heading\n', 'mdx', '', THEMES);
    // The key is coloured as a YAML key, not left in one plain span with its value.
    expect(pre).toMatch(/<span style="color:#22863A[^"]*">title<\/span>/);
    expect(pre).not.toContain('title: &#x22;A page&#x22;');
    expect(pre).not.toContain('title: "A page"');
  });

  it('name a language by an alias', async () => {
    const pre = await highlightCode('```rs\nfn main() {}\n```', 'markdown', '', THEMES);
    expect(pre).toMatch(/>fn<\/span>/);
  });
});
