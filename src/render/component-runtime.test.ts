import { describe, expect, it } from 'vitest';
import { needsComponentRuntime } from './component-runtime.js';

const page = (html: string, more: { panel?: string; feed?: { tags?: string[] }[] } = {}) =>
  needsComponentRuntime({ html, ...more } as Parameters<typeof needsComponentRuntime>[0]);

describe('needsComponentRuntime', () => {
  it('is false for text, code blocks, callouts and cards without images', () => {
    expect(page('<h2 id="a">A</h2><p>Text <code>x</code></p>')).toBe(false);
    expect(page('<figure class="sx-code" data-lang="js"><pre class="shiki"><code>x</code></pre></figure>')).toBe(false);
    expect(page('<div class="sx-callout sx-callout-note">Hi</div><a class="sx-card" href="/x">Card</a>')).toBe(false);
    // A file tree's inner lists alone are not a tree; class names that only start alike do not count.
    expect(page('<ul class="sx-tree-list"></ul><p class="sx-tabs-note">data-sx-tabsy</p>')).toBe(false);
    expect(page('', { feed: [{ tags: [] }, {}] })).toBe(false);
  });

  it('is true for each component whose behaviour is in components.js', () => {
    for (const html of [
      '<div class="sx-code-group" data-sx-tabs="">',
      '<div class="sx-api-code" data-sx-tabs="1">',
      '<details class="sx-accordion" data-sx-accordion>',
      '<span class="sx-tooltip" data-sx-tooltip tabindex="0">',
      '<span class="twoslash-hover" tabindex="0">',
      '<div class="sx-prompt" data-sx-prompt>',
      '<div class="sx-view" data-sx-view="Python">',
      '<button type="button" data-sx-img-copy="" hidden>',
      '<p><img src="/a.png" alt="A"></p>',
      '<div class="sx-tree"><ul class="sx-tree-list">',
      '<a class="sx-github-repo" data-sx-github-repo="o/r">',
    ])
      expect(page(html), html).toBe(true);
  });

  it('looks in the Panel, and at the changelog tags the table of contents filters by', () => {
    expect(page('<p>x</p>', { panel: '<div data-sx-tabs="">' })).toBe(true);
    expect(page('<p>x</p>', { panel: '<p>y</p>' })).toBe(false);
    expect(page('<p>x</p>', { feed: [{}, { tags: ['API'] }] })).toBe(true);
  });
});
