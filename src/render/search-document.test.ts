import { describe, expect, it } from 'vitest';
import { plainCode } from './search-document.js';

describe('plainCode', () => {
  it('keeps a highlighted block’s text (escaped as it was) and drops its token spans and attributes', () => {
    const html =
      '<p>Use <span class="x">this</span>:</p><figure class="sx-code"><pre class="shiki" style="color:#000" tabindex="0"><code>' +
      '<span class="line"><span style="color:#D73A49">if</span><span> (a &lt; b) {}</span></span>\n' +
      '<span class="line"><span style="color:#24292E">run</span>()</span></code></pre></figure><pre><code>plain</code></pre>';
    expect(plainCode(html)).toBe(
      '<p>Use <span class="x">this</span>:</p><figure class="sx-code"><pre>if (a &lt; b) {}\nrun()</pre></figure><pre>plain</pre>',
    );
  });
});
