/** Mermaid diagrams render as SVG in the browser, in the page's colour scheme. */
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
    'index.mdx': '# Flow\n\n```mermaid\ngraph TD; Start-->Finish;\n```\n',
  });
  const out = path.join(root, 'dist');
  expect((await build(root, { outDir: out })).ok).toBe(true);
  const server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
  cleanups.push(() => server.close());
  const context = await launchBrowser();
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await page.goto(server.url + '/');
  await expect.poll(() => page.locator('pre.mermaid svg').count(), { timeout: 15_000 }).toBe(1);
  expect(await page.locator('pre.mermaid svg').textContent()).toContain('Finish');
}, 120_000);
