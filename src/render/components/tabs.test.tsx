import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { CodeBlock } from './code-block.js';
import { Icon } from './icon.js';
import { RenderStateContext, renderState } from './render-state.js';
import { CodeGroup, Tab, Tabs } from './tabs.js';

describe('Tabs', () => {
  it('marks defaultTabIndex, sync={false} and borderBottom for the runtime, and draws tab icons in the headings', () => {
    const state = renderState();
    const html = renderToString(
      <RenderStateContext.Provider value={state}>
        <Tabs defaultTabIndex={1} sync={false} borderBottom>
          <Tab title="One" icon="rocket">
            a
          </Tab>
          <Tab title="Two" id="second">
            b
          </Tab>
        </Tabs>
      </RenderStateContext.Provider>,
    );
    expect(html).toBe(
      '<div class="sx-tabs sx-tabs-border" data-sx-tabs="sx-tabs-1" data-sx-default="1" data-sx-sync="false">' +
        '<section class="sx-tab-panel tab" data-title="One" id="one"><p class="sx-tab-title"><svg class="sx-icon" aria-hidden="true" focusable="false">' +
        '<use href="/_sextant/icons.svg#fa-solid-rocket"></use></svg>One</p>a</section>' +
        '<section class="sx-tab-panel tab" data-title="Two" id="second"><p class="sx-tab-title">Two</p>b</section></div>',
    );
    expect([...state.icons]).toEqual(['fa-solid-rocket']);
  });

  it('ignores a defaultTabIndex outside the tabs', () => {
    const html = renderToString(
      <Tabs defaultTabIndex="5">
        <Tab title="A">a</Tab>
      </Tabs>,
    );
    expect(html).not.toContain('data-sx-default');
  });
});

describe('CodeGroup', () => {
  it('marks `dropdown` for the runtime', () => {
    expect(renderToString(<CodeGroup dropdown>x</CodeGroup>)).toBe(
      '<div class="sx-code-group" data-sx-tabs="sx-code-1" data-sx-dropdown>x</div>',
    );
    expect(renderToString(<CodeGroup>x</CodeGroup>)).not.toContain('dropdown');
  });
});

describe('CodeBlock', () => {
  it('captions a titled block with its language icon, escaping the title; an untitled one has no caption', () => {
    const state = renderState('lucide');
    const html = renderToString(
      <RenderStateContext.Provider value={state}>
        <CodeBlock class="sx-code" lang="py" title="a<b>.py" html="<pre>x</pre>" />
        <CodeBlock class="sx-code" lang="py" html="<pre>y</pre>" />
      </RenderStateContext.Provider>,
    );
    expect(html).toBe(
      '<figure class="sx-code code-block" data-lang="py" data-title="a&lt;b>.py"><figcaption><svg class="sx-icon" aria-hidden="true" focusable="false">' +
        '<use href="/_sextant/icons.svg#tabler-outline-brand-python"></use></svg>a&#60;b&#62;.py</figcaption><pre>x</pre></figure>' +
        '<figure class="sx-code code-block" data-lang="py"><pre>y</pre></figure>',
    );
  });
});

describe('Icon', () => {
  it('draws URLs as images, inline SVG as written, colour and size as style, and records stand-ins', () => {
    const state = renderState();
    const html = renderToString(
      <RenderStateContext.Provider value={state}>
        <Icon icon="https://example.com/i.png" size={24} />
        <Icon icon={<svg viewBox="0 0 1 1" />} color="red" />
        <Icon icon="heart" color="#f00" size="20" className="big" />
        <Icon icon="house" iconType="thin" />
      </RenderStateContext.Provider>,
    );
    expect(html).toContain(
      '<img class="sx-icon" src="https://example.com/i.png" alt width="24" height="24" style="width:24px;height:24px"/>',
    );
    expect(html).toContain('<span class="sx-icon" style="color:red" aria-hidden="true"><svg viewBox="0 0 1 1"></svg></span>');
    expect(html).toContain('<svg class="sx-icon big" aria-hidden="true" focusable="false" style="color:#f00;width:20px;height:20px">');
    expect(state.iconStandIns).toEqual([{ name: 'house', style: 'thin', drawn: 'regular house' }]);
  });
});
