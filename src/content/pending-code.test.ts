import { describe, expect, it } from 'vitest';
import { highlightPending } from './pending-code.js';

const THEMES = { light: 'github-light', dark: 'github-dark-default' };

describe('highlightPending', () => {
  it('highlights each marked block in place, with its language and meta, and leaves the rest alone', async () => {
    const html =
      '<p>a > b</p><figure class="sx-code" data-lang="js" data-title="x &gt; y.js" data-title2="a > b" data-sx-highlight="highlight=&quot;[2]&quot;" data-component-name="CodeBlock">' +
      '<figcaption>x &gt; y.js</figcaption><pre class="shiki"><code>let a = 1 &#60; 2;\nlet b;</code></pre></figure>' +
      '<figure class="sx-code" data-lang="text" data-sx-highlight><pre class="shiki"><code>plain</code></pre></figure><p>after</p>';
    const out = await highlightPending(html, THEMES);
    expect(out).not.toContain('data-sx-highlight');
    expect(
      out.startsWith(
        '<p>a > b</p><figure class="sx-code" data-lang="js" data-title="x &gt; y.js" data-title2="a > b" data-component-name="CodeBlock"><figcaption>x &gt; y.js</figcaption><pre class="shiki shiki-themes',
      ),
    ).toBe(true);
    // The code as written (decoded), coloured; line 2 highlighted.
    expect(out).toMatch(/<span style="color:#D73A49[^"]*">let<\/span>/);
    expect(out).toMatch(/<span class="line highlighted">/);
    expect(out.replace(/<[^>]+>/g, '')).toContain('let a = 1 &#x3C; 2;');
    expect(out.endsWith('</figure><p>after</p>')).toBe(true);
    expect(out).toMatch(
      /data-lang="text"><pre class="shiki shiki-themes[^"]*"[^>]*><code><span class="line"><span[^>]*>plain<\/span><\/span><\/code><\/pre><\/figure>/,
    );
  });

  it('returns HTML without marked blocks unchanged', async () => {
    const html = '<figure class="sx-code" data-lang="js"><pre class="shiki"><code>x</code></pre></figure>';
    expect(await highlightPending(html, THEMES)).toBe(html);
  });
});
