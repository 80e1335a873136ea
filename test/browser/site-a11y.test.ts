/**
 * axe-core on real built sites in Chromium: pages of the fixture sites covering every navigation
 * element (and Sextant's own docs/, built to a temporary folder), plus the interactive states (open
 * switchers and tab menu, mobile menu, 404 page), in each colour scheme of SCHEMES.
 * All of axe's rules run; a violation fails with the rule, the element and axe's advice.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import type { AxeViolation } from '../helpers/axe.js';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Pages checked per site (docs/ gets its pages from its build output, see docsRoutes), and the
 * colour schemes they are checked in.
 *
 * Every page is checked in both colour schemes, including Sextant's own docs/.
 */
const SCHEMES = ['light', 'dark'] as const;
type Scheme = 'light' | 'dark';

const PAGES: Record<string, { dir: string; routes: string[] }> = {
  groups: { dir: fixture('groups-root'), routes: ['/start/nested/one'] },
  tabs: { dir: fixture('tabs-anchors'), routes: ['/guides/a', '/menu/one', '/sdk/js'] },
  products: { dir: fixture('products-dropdowns'), routes: ['/db'] },
  toggle: { dir: fixture('sidebar-toggle'), routes: ['/more/headings'] },
  pages: { dir: fixture('pages-root'), routes: ['/guides/advanced/tuning'] },
  openapi: { dir: fixture('openapi'), routes: ['/', '/api-reference/pets/create-a-pet'] },
  versions: { dir: fixture('versions-languages'), routes: ['/en/v2/guide', '/fr/v2'] },
  menu: { dir: fixture('switchers-menu'), routes: ['/en/v2/widgets', '/de/v2/setup'] },
  content: { dir: fixture('content'), routes: ['/', '/guide'] },
  docs: { dir: path.join(REPO_ROOT, 'docs'), routes: [] },
};

let sites: Sites;

beforeAll(async () => {
  sites = await startSites(Object.fromEntries(Object.entries(PAGES).map(([name, { dir }]) => [name, dir])));
  if (PAGES['docs']) PAGES['docs'].routes = await docsRoutes(sites.base['docs']!);
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

/**
 * Pages of the built docs/ site: its home page and up to six more spread evenly over its routes,
 * one of them an API page when there are any (read from the served site, so the test follows
 * docs/ as it changes).
 */
async function docsRoutes(base: string): Promise<string[]> {
  const page = await sites.browser.newPage();
  try {
    // `/` is a redirect to the first page when no page owns it.
    const response = await page.request.get(base + '/');
    const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(await response.text());
    const home = refresh ? refresh[1]! : '/';
    await page.goto(base + home);
    const links = await page.$$eval('#sidebar a[href^="/"], .sx-tabs-bar a[href^="/"], .sx-switcher a[href^="/"]', (as) =>
      as.map((a) => a.getAttribute('href')!),
    );
    const all = [...new Set(links)].filter((r) => r !== home).sort();
    const picked = new Set([home]);
    const step = Math.max(1, Math.floor(all.length / 6));
    for (let i = 0; i < all.length && picked.size < 7; i += step) picked.add(all[i]!);
    const api = all.find((r) => r.includes('api-reference'));
    if (api) picked.add(api);
    return [...picked];
  } finally {
    await page.close();
  }
}

/** Run axe on each route in turn (one page, the given colour scheme) and collect the violations. */
async function check(site: string, routes: string[], scheme: Scheme): Promise<string> {
  const page = await sites.open(site, routes[0]!, { colorScheme: scheme });
  const report: string[] = [];
  for (const route of routes) {
    if (route !== routes[0]) await page.goto(sites.base[site] + route);
    report.push(...(await violationsIn(page, `${site} ${route} (${scheme})`, scheme)));
  }
  return report.join('\n');
}

async function violationsIn(page: Page, label: string, scheme: Scheme): Promise<string[]> {
  // Make sure the page really is in the scheme under test.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark')), label).toBe(scheme === 'dark');
  const violations: AxeViolation[] = await runAxe(page);
  return violations.length ? [`${label}:\n${formatViolations(violations)}`] : [];
}

describe.each(SCHEMES)('axe in %s mode', (scheme) => {
  it.each(Object.keys(PAGES))('%s: no violations', async (site) => {
    expect(PAGES[site]!.routes.length).toBeGreaterThan(0);
    expect(await check(site, PAGES[site]!.routes, scheme)).toBe('');
  });

  it('interactive states: open product, language and version switchers and tab menu, mobile menu, 404 page', async () => {
    const report: string[] = [];
    const versions = await sites.open('versions', '/en/v2/guide', { colorScheme: scheme });
    await versions.locator('.sx-switcher-language > summary').click();
    report.push(...(await violationsIn(versions, 'language switcher open', scheme)));
    await versions.locator('.sx-switcher-language > summary').click();
    await versions.locator('.sx-switcher-version > summary').click();
    report.push(...(await violationsIn(versions, 'version switcher open', scheme)));

    const page = await sites.open('tabs', '/guides/a', { colorScheme: scheme });
    await page.locator('.sx-tab-menu > summary').click();
    report.push(...(await violationsIn(page, 'tab menu open', scheme)));

    await page.goto(sites.base['products'] + '/db');
    await page.locator('.sx-switcher-product > summary').click();
    report.push(...(await violationsIn(page, 'product switcher open', scheme)));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(sites.base['groups'] + '/intro');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    report.push(...(await violationsIn(page, 'mobile menu open', scheme)));

    await page.setViewportSize({ width: 1280, height: 720 });
    const response = await page.goto(sites.base['pages'] + '/no/such/page');
    expect(response?.status()).toBe(404);
    report.push(...(await violationsIn(page, '404 page', scheme)));
    expect(report.join('\n')).toBe('');
  });
});
