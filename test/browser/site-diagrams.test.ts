/** Mermaid diagrams render as SVG in the browser, in the page's colour scheme, with zoom and pan controls. */
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../src/output/build.js';
import { startStaticServer } from '../../src/dev/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { tmpSite } from '../helpers/tmp-site.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** Build the site at `root`, serve its output and open a browser (all closed after the tests). */
async function served(root: string) {
  const out = path.join(root, 'dist');
  expect((await build(root, { outDir: out })).ok).toBe(true);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  const context = await launchBrowser();
  cleanups.push(() => context.close());
  return { url: server.url, context };
}

it('draws a mermaid diagram as an SVG', async () => {
  const root = tmpSite({
    'docs.json': { navigation: { pages: ['index'] } },
    'index.mdx': [
      '# Flow',
      '',
      '```mermaid',
      'graph TD; Start-->Finish;',
      '```',
      '',
      '```mermaid actions placement="top-left"',
      'graph TD; A-->B;',
      '```',
      '',
      '```mermaid actions={false}',
      'graph TD; C-->D-->E-->F-->G;',
      '```',
      '',
    ].join('\n'),
  });
  const { url, context } = await served(root);
  const page = await context.newPage();
  await page.goto(url + '/');
  await expect.poll(() => page.locator('pre.mermaid svg').count(), { timeout: 15_000 }).toBe(3);
  const [tall, asked, off] = [0, 1, 2].map((i) => page.locator('pre.mermaid').nth(i));
  expect(await tall!.locator('svg').textContent()).toContain('Finish');
  // Controls: by height for the first, asked for the second (top left), refused for the third.
  await expect.poll(() => asked!.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
  expect(await asked!.locator('.sx-mermaid-controls').getAttribute('class')).toContain('sx-mermaid-top-left');
  expect(await off!.locator('.sx-mermaid-controls').count()).toBe(0);
  // The controls never cover the diagram: its box makes room for them, above or below it.
  for (const pre of [tall!, asked!]) {
    const bar = (await pre.locator('.sx-mermaid-controls').boundingBox())!;
    const drawn = (await pre.locator('svg').boundingBox())!;
    expect(bar.y >= drawn.y + drawn.height || bar.y + bar.height <= drawn.y).toBe(true);
  }
  const svg = asked!.locator('svg');
  await asked!.getByRole('button', { name: 'Zoom in' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(0px, 0px) scale(1.25)');
  await asked!.getByRole('button', { name: 'Pan left' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(48px, 0px) scale(1.25)');
  await asked!.getByRole('button', { name: 'Reset view' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(0px, 0px) scale(1)');
}, 120_000);

it('lays a diagram out with ELK when it asks for it, loading the layout only on that page', async () => {
  const graph = [
    'flowchart TD',
    '  A[Start] --> B{Choose}',
    '  B -->|one| C[First]',
    '  B -->|two| D[Second]',
    '  C --> E[End]',
    '  D --> E',
    '  A --> E',
  ];
  const root = tmpSite({
    'docs.json': { navigation: { pages: ['index', 'plain'] } },
    'index.mdx': ['# ELK', '', '```mermaid', "%%{init: {'flowchart': {'defaultRenderer': 'elk'}}}%%", ...graph, '```', ''].join('\n'),
    'plain.mdx': ['# Dagre', '', '```mermaid', ...graph, '```', ''].join('\n'),
  });
  const { url, context } = await served(root);
  const draw = async (route: string) => {
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_sextant/mermaid-elk.') && r.ok()) loaded.push(r.url());
    });
    await page.goto(url + route);
    // The controls come once mermaid has drawn every diagram (its layout, a lazily loaded module for ELK, included).
    await expect.poll(() => page.locator('pre.mermaid .sx-mermaid-controls').count(), { timeout: 30_000 }).toBe(1);
    const svg = page.locator('pre.mermaid svg');
    expect(await svg.textContent()).toContain('Second');
    const viewBox = await svg.getAttribute('viewBox');
    await page.close();
    return { viewBox, loaded };
  };
  const elk = await draw('/');
  const dagre = await draw('/plain');
  // The layout's renderer (a chunk the module imports when mermaid lays out a diagram) was fetched.
  expect(elk.loaded.some((u) => /\/chunks\/[^/]+\/render-[^/]+\.mjs$/.test(u))).toBe(true);
  expect(dagre.loaded).toEqual([]);
  // Laid out by another engine, the same graph has another shape (were ELK not registered, mermaid would fall back to dagre).
  expect(elk.viewBox).toBeTruthy();
  expect(elk.viewBox).not.toBe(dagre.viewBox);
}, 120_000);
