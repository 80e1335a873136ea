/**
 * The 404 page suggests the pages nearest to the path asked for (runtime/not-found.ts, from the
 * route list the build writes), and loads the site's integrations only once the page is interactive.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStaticServer } from '../../src/dev/static-server.js';
import { buildToTemp, fixture, launchChromium } from '../helpers/built-site.js';

let browser: Browser;
let server: { url: string; close(): Promise<void> };
let out: string;

beforeAll(async () => {
  [browser, out] = await Promise.all([launchChromium(), buildToTemp(fixture('seo'))]);
  server = await startStaticServer({ root: out, port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), server?.close()]);
  if (out) fs.rmSync(path.dirname(out), { recursive: true, force: true });
});

/** Open a path with third-party requests recorded and refused (the tests run offline). */
async function open(route: string) {
  const context = await browser.newContext();
  const external: string[] = [];
  await context.route(
    (url) => !url.href.startsWith(server.url),
    (r) => {
      external.push(r.request().url());
      return r.abort();
    },
  );
  const page = await context.newPage();
  const response = await page.goto(server.url + route);
  return { context, page, external, status: response?.status() };
}

it('suggests the nearest pages for a mistyped path', async () => {
  const { context, page, status } = await open('/guides/instalation');
  try {
    expect(status).toBe(404);
    const links = page.locator('#sx-suggestions li a');
    await links.first().waitFor();
    expect(await links.first().getAttribute('href')).toBe('/guides/installation');
    expect(await page.locator('#sx-suggestions').isVisible()).toBe(true);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeLessThanOrEqual(5);
    expect(hrefs).not.toContain('/internal/notes');
  } finally {
    await context.close();
  }
});

it('shows no suggestions when nothing is near', async () => {
  const { context, page } = await open('/zzzzzzzzzzzzzzzzzzzzzz');
  try {
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#sx-suggestions').isHidden()).toBe(true);
  } finally {
    await context.close();
  }
});

it('loads the integrations after the page has loaded', async () => {
  const { context, page, external } = await open('/guides/installation');
  try {
    await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer));
    await expect.poll(() => external.some((u) => u.startsWith('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234'))).toBe(true);
    // Each snippet adds its own script tag; the browser requests them in no fixed order.
    await expect.poll(() => external.some((u) => u.startsWith('https://cdn.usefathom.com/script.js'))).toBe(true);
    await expect.poll(() => page.evaluate(() => typeof (window as unknown as { Intercom?: unknown }).Intercom)).toBe('function');
  } finally {
    await context.close();
  }
});
