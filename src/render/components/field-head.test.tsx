import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { FieldHead } from './field-head.js';

describe('FieldHead', () => {
  it('draws a generated field line: linked or code name, type, location and flags, extra facts last', () => {
    expect(
      renderToString(
        <FieldHead name="limit" id="param-limit" type="integer" location="query" required deprecated>
          <span class="sx-pill">read-only</span>
        </FieldHead>,
      ),
    ).toBe(
      '<p class="sx-field-head"><a class="sx-field-name" href="#param-limit">limit</a> <span class="sx-type">integer</span>' +
        ' <span class="sx-pill">query</span> <span class="sx-pill sx-pill-required">required</span>' +
        ' <span class="sx-pill sx-pill-deprecated">deprecated</span> <span class="sx-pill">read-only</span></p>',
    );
    expect(renderToString(<FieldHead name="bearer" type="Bearer token" />)).toBe(
      '<p class="sx-field-head"><code class="sx-field-name">bearer</code> <span class="sx-type">Bearer token</span></p>',
    );
  });

  it("draws ParamField's line with its own classes and the author's pills around it", () => {
    expect(renderToString(<FieldHead mdx name="id" id="param-id" type="" required pre={['beta', 3]} post={['new']} />)).toBe(
      '<div class="sx-param-head sx-field-head"><span class="sx-pill sx-param-pre">beta</span>' +
        ' <a class="sx-param-name sx-field-name" href="#param-id">id</a>' +
        ' <span class="sx-param-required sx-pill sx-pill-required">required</span> <span class="sx-pill sx-param-post">new</span></div>',
    );
  });
});
