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
  const out = path.join(root, 'dist');
  expect((await build(root, { outDir: out })).ok).toBe(true);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  const context = await launchBrowser();
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await expect.poll(() => page.locator('pre.mermaid svg').count(), { timeout: 15_000 }).toBe(3);
  const [tall, asked, off] = [0, 1, 2].map((i) => page.locator('pre.mermaid').nth(i));
  expect(await tall!.locator('svg').textContent()).toContain('Finish');
  // Controls: by height for the first, asked for the second (top left), refused for the third.
  await expect.poll(() => asked!.getByRole('button', { name: 'Zoom in' }).count()).toBe(1);
  expect(await asked!.locator('.sx-mermaid-controls').getAttribute('class')).toContain('sx-mermaid-top-left');
  expect(await off!.locator('.sx-mermaid-controls').count()).toBe(0);
  const svg = asked!.locator('svg');
  await asked!.getByRole('button', { name: 'Zoom in' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(0px, 0px) scale(1.25)');
  await asked!.getByRole('button', { name: 'Pan left' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(48px, 0px) scale(1.25)');
  await asked!.getByRole('button', { name: 'Reset view' }).click();
  expect(await svg.evaluate((el) => (el as SVGElement).style.transform)).toBe('translate(0px, 0px) scale(1)');
}, 120_000);
