/**
 * The author's own components hydrate in the browser: hooks work, errors stay in their component, plain pages load
 * no island code; components that fail on the server (reading `window` …) are drawn in the browser instead.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ site: fixture('custom-components') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const islandScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.startsWith('/_sextant/islands/')),
  );

it('counts after hydration: a useState counter imported from a .jsx snippet', async () => {
  const page = await sites.open('site', '/counter');
  const clicks = page.locator('sx-island').first();
  await clicks.and(page.locator('[data-hydrated]')).waitFor();
  const button = page.locator('button.counter').first();
  expect(await button.textContent()).toBe('Clicks: 2');
  await button.click();
  await button.click();
  await expect.poll(() => page.locator('button.counter').first().textContent()).toBe('Clicks: 4');
  // Each island has its own state.
  expect(await page.locator('button.counter').nth(1).textContent()).toBe('Count: 10');
  expect(sites.errors).toEqual([]);
});

it('runs a .tsx component that imports React and keeps its MDX children as the server drew them', async () => {
  const page = await sites.open('site', '/react-import');
  await page.locator('sx-island[data-hydrated]').waitFor();
  const body = page.getByText('Hidden content until shown.');
  expect(await body.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Show' }).click();
  await body.waitFor({ state: 'visible' });
  expect(await page.locator('.toggle-body strong').textContent()).toBe('content');
  expect(sites.errors).toEqual([]);
});

it('gives a component its MDX children as its own, and draws the ones it hid on the server when it opens, islands in them live', async () => {
  const page = await sites.open('site', '/slots');
  await page.locator('sx-island[data-export="Stack"][data-hydrated]').waitFor();
  // `:scope > p` finds the paragraphs: no element of Sextant's stands between the component and its children.
  await expect.poll(() => page.locator('.stack').getAttribute('data-count')).toBe('2');
  expect(await page.locator('.stack > p').allTextContents()).toEqual(['First paragraph.', 'Second paragraph.']);
  // Drawn only once opened: from the HTML the server put aside, Markdown and all.
  const more = page.getByRole('button', { name: 'More', exact: true });
  await page.locator('sx-island[data-export="Collapse"][data-hydrated]').first().waitFor({ state: 'attached' });
  expect(await page.getByText('Drawn only when').count()).toBe(0);
  await more.click();
  expect(await page.locator('.disclosure-body strong').first().textContent()).toBe('opened');
  // The island inside them hydrates once drawn.
  await page.getByRole('button', { name: 'Inner', exact: true }).click();
  await page.getByText('Nested content.').waitFor();
  await more.click();
  expect(await page.getByText('Drawn only when').count()).toBe(0);
  await more.click();
  await page.getByText('Drawn only when').waitFor();
  expect(sites.errors).toEqual([]);
});

it('draws the icons an island’s code names after hydration, from the page’s sprite', async () => {
  const page = await sites.open('site', '/icons');
  await page.locator('sx-island[data-hydrated]').waitFor();
  const use = page.locator('button.star-toggle svg use');
  expect(await use.getAttribute('href')).toBe('/_sextant/icons.svg#fa-solid-moon');
  await page.locator('button.star-toggle').click();
  await expect.poll(() => use.getAttribute('href')).toBe('/_sextant/icons.svg#fa-solid-star');
  const sprite = await page.evaluate(() => fetch('/_sextant/icons.svg').then((r) => r.text()));
  expect(sprite).toContain('<symbol id="fa-solid-star"');
  expect(sprite).toContain('<symbol id="fa-solid-moon"');
  expect(sites.errors).toEqual([]);
});

it('loads only the islands a page draws: one entry and the shared chunk', async () => {
  const page = await sites.open('site', '/counter');
  await page.locator('sx-island[data-hydrated]').first().waitFor();
  const loaded = await islandScripts(page);
  const id = await page.locator('sx-island').first().getAttribute('data-island');
  expect(loaded.filter((p) => !/\/chunk-/.test(p))).toEqual([`/_sextant/islands/${id}.js`]);
  expect(loaded.some((p) => /\/chunk-/.test(p))).toBe(true);
});

it('hydrates member components (`<Votes.Up>`)', async () => {
  const page = await sites.open('site', '/members');
  await page.locator('sx-island[data-export="Votes.Up"][data-hydrated]').waitFor();
  await page.getByRole('button', { name: '▲ 5' }).click();
  await page.getByRole('button', { name: '▲ 6' }).waitFor();
});

it('shows an error thrown in the browser in place of that component only', async () => {
  const page = await sites.open('site', '/throws');
  await page.locator('sx-island[data-export="Fragile"][data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Break me' }).click();
  const error = page.locator('sx-island[data-export="Fragile"] .sx-component-error');
  await error.waitFor();
  expect(await error.textContent()).toContain('broken in the browser');
  expect(await page.locator('p.fine').textContent()).toBe('Still rendered.');
  // The component that failed on the server fails in the browser too: its error shows there, located as the server located it.
  expect(await page.locator('[data-component-name="Broken"] code').textContent()).toBe('throws.mdx:6:19');
});

it('draws components that read the browser while rendering once the page loads, and a failing one’s located error', async () => {
  const page = await sites.open('site', '/browser-only');
  await page.locator('sx-island[data-export="Host"][data-hydrated]').waitFor();
  expect(await page.locator('p.host').textContent()).toBe('Served from 127.0.0.1');
  expect(await page.locator('p.viewport').textContent()).toBe('Viewport: wide');
  // It throws in the browser too: its error as the server located it, then what the page wrote inside it.
  const error = page.locator('sx-island[data-export="Boom"] .sx-component-error');
  await error.waitFor();
  expect(await error.locator('p').first().textContent()).toBe('<Boom> could not be rendered: boom');
  expect(await error.locator('code').textContent()).toBe('snippets/host.jsx:14:9');
  expect(await page.locator('sx-island[data-export="Boom"] > p').textContent()).toBe('Written inside it.');
  expect(await page.locator('.sx-component-error').count()).toBe(1);
  expect(sites.errors).toEqual([]);
});

it('counts on from what a component drawn in the browser only read from localStorage while rendering', async () => {
  const page = await sites.open('site', '/remembered');
  const button = page.locator('sx-island[data-hydrated] button.remembered');
  await button.waitFor();
  expect(await button.textContent()).toBe('Remembered: 0');
  await button.click();
  await button.click();
  await expect.poll(() => button.textContent()).toBe('Remembered: 2');
  await page.reload();
  await expect.poll(() => page.locator('sx-island[data-hydrated] button.remembered').textContent()).toBe('Remembered: 2');
  expect(await page.locator('.sx-component-error').count()).toBe(0);
  expect(sites.errors).toEqual([]);
});

it('wires the built-in components in children drawn later: tabs switch, code blocks get their copy button, once', async () => {
  const page = await sites.open('site', '/late-widgets');
  await page.locator('sx-island[data-export="Collapse"][data-hydrated]').waitFor();
  const open = page.getByRole('button', { name: 'Open', exact: true });
  await open.click();
  const second = page.getByRole('tab', { name: 'Second' });
  await second.click();
  await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
  expect(await page.getByText('Second panel.').isVisible()).toBe(true);
  expect(await page.getByText('First panel.').isVisible()).toBe(false);
  await page.locator('.disclosure-body figure.sx-code > button.sx-copy').waitFor({ state: 'attached' });
  // Closed and opened again: drawn anew, and wired anew, once.
  await open.click();
  await open.click();
  await page.locator('.disclosure-body [role="tablist"]').waitFor();
  await expect.poll(() => page.locator('.disclosure-body figure.sx-code > button.sx-copy').count()).toBe(1);
  expect(await page.locator('.disclosure-body [role="tablist"]').count()).toBe(1);
  expect(sites.errors).toEqual([]);
});

it('keeps the tab bar of built-in <Tabs> an island draws through hydration and re-renders, stateless siblings too', async () => {
  const page = await sites.open('site', '/island-builtins');
  await page.locator('sx-island[data-export="Installer"][data-hydrated]').waitFor();
  await page.locator('sx-island[data-export="Managers"][data-hydrated]').waitFor();
  await expect.poll(() => page.locator('sx-island [role="tablist"]').count()).toBe(2);
  const yarn = page.getByRole('tab', { name: 'yarn' });
  await yarn.click();
  expect(await page.getByText('yarn add left-pad').isVisible()).toBe(true);
  expect(await page.getByText('npm install left-pad').isVisible()).toBe(false);
  // A state change draws the island again: the bar and the reader's choice stay.
  await page.getByRole('button', { name: 'Runs: 0' }).click();
  await page.getByText('yarn add left-pad (1)').waitFor();
  expect(await page.locator('sx-island[data-export="Installer"] [role="tablist"]').count()).toBe(1);
  expect(await yarn.getAttribute('aria-selected')).toBe('true');
  await page.getByRole('tab', { name: 'Beta' }).click();
  expect(await page.getByText('beta body').isVisible()).toBe(true);
  expect(await page.getByText('alpha body').isVisible()).toBe(false);
  expect(sites.errors).toEqual([]);
});

it('fires onChange of a text field on each input, as React does; textareas and selects still report', async () => {
  const page = await sites.open('site', '/react-ways');
  await page.locator('sx-island[data-export="Echo"][data-hydrated]').waitFor();
  const out = page.locator('p.echo-out');
  // Still focused: Preact alone fires it on the `change` event, when the field loses focus.
  await page.locator('input.echo-text').pressSequentially('ab');
  await expect.poll(() => out.textContent()).toBe('ab||a');
  await page.locator('textarea.echo-note').pressSequentially('n');
  await expect.poll(() => out.textContent()).toBe('ab|n|a');
  await page.locator('select.echo-pick').selectOption('b');
  await expect.poll(() => out.textContent()).toBe('ab|n|b');
  expect(sites.errors).toEqual([]);
});

it('gives a component with hooks text children as the string itself, on the server and after hydration', async () => {
  const page = await sites.open('site', '/react-ways');
  const shout = page.locator('sx-island[data-export="Shout"]');
  expect(await shout.locator('button.shout').textContent()).toBe('HEY');
  await shout.and(page.locator('[data-hydrated]')).waitFor();
  await shout.locator('button.shout').click();
  await expect.poll(() => shout.locator('button.shout').textContent()).toBe('HEYHEY');
  expect(sites.errors).toEqual([]);
});

for (const route of ['/plain', '/']) {
  it(`requests no island code on ${route === '/' ? 'a page whose components are all static' : 'a page without custom components'}`, async () => {
    const page = await sites.open('site', route);
    await page.waitForLoadState('load');
    expect(await islandScripts(page)).toEqual([]);
    expect(await page.locator('sx-island').count()).toBe(0);
  });
}

it('keeps a <CodeBlock> in an island highlighted through hydration and re-renders, and its copy button copies its code', async () => {
  const page = await sites.open('site', '/code-block', { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.locator('sx-island[data-export="Install"][data-hydrated]').waitFor();
  const block = page.locator('sx-island figure[data-lang="bash"]');
  const coloured = () => block.locator('pre span[style*="color"]').count();
  expect(await coloured()).toBeGreaterThan(2);
  // A state change draws the island again: the block's code is the same, so its highlighted HTML stays.
  await page.getByRole('button', { name: 'npm' }).click();
  await page.getByRole('button', { name: 'pnpm' }).waitFor();
  expect(await coloured()).toBeGreaterThan(2);
  expect(await block.locator('figcaption').textContent()).toBe('Install');
  await block.hover();
  await block.getByRole('button', { name: /copy/i }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install sextant-docs\nnpx sextant build');
  expect(sites.errors).toEqual([]);
});

it('runs the event handlers of plain HTML elements of a page (`<button onClick={openSearch}>`), drawn on the server and hydrated', async () => {
  const page = await sites.open('site', '/handlers');
  const button = page.locator('button#home-search');
  // Drawn on the server as written, before any script.
  expect(await button.textContent()).toBe('Search or ask');
  await page.locator('sx-island[data-hydrated]').nth(1).waitFor({ state: 'attached' });
  await button.click();
  await expect.poll(() => page.locator('#handled').textContent()).toBe('search opened');
  await page.locator('button#inline').click();
  await expect.poll(() => page.locator('#handled').textContent()).toBe('inline ran');
  expect(await page.locator('.row sx-island > button#inline').count()).toBe(1);
  expect(sites.errors).toEqual([]);
});
