/**
 * Hand-written API pages in Chromium: Expandable opens and closes (also without JavaScript and from
 * a link to a nested field), RequestExample/ResponseExample render as tabs in a column beside the
 * fields on wide screens and above them on narrow ones; axe finds nothing in light or dark mode.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites } from '../helpers/built-site.js';
import type { Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ api: fixture('api-mdx') });
});

afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const WIDE = { viewport: { width: 1440, height: 900 } };

describe('Expandable', () => {
  it('starts closed, opens on a click and shows its nested fields', async () => {
    const page = await sites.open('api', '/endpoints/create-user', WIDE);
    const details = page.locator('#param-profile details.sx-expandable');
    const nested = page.locator('#param-profile-name');
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await nested.isVisible()).toBe(false);
    await page.getByText('profile properties', { exact: true }).click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await nested.isVisible()).toBe(true);
    expect(await nested.locator('.sx-param-required').textContent()).toBe('required');
    // defaultOpen="true" is open from the start.
    expect(await page.locator('#response-profile-name').isVisible()).toBe(true);
  });

  it('works without JavaScript, and a link to a nested field opens its parent', async () => {
    const page = await sites.open('api', '/endpoints/create-user', { ...WIDE, javaScriptEnabled: false });
    await page.getByText('profile properties', { exact: true }).click();
    expect(await page.locator('#param-profile-age').isVisible()).toBe(true);
    await page.goto(sites.base['api'] + '/endpoints/create-user#param-profile-name');
    await page.waitForFunction(() => (document.querySelector('#param-profile details') as HTMLDetailsElement | null)?.open === true);
    expect(await page.locator('#param-profile-name').isVisible()).toBe(true);
  });
});

describe('RequestExample and ResponseExample', () => {
  it('render as tabs in a column to the right of the fields, replacing the table of contents', async () => {
    const page = await sites.open('api', '/endpoints/create-user', WIDE);
    const request = page.getByRole('region', { name: 'Request example' });
    const response = page.getByRole('region', { name: 'Response example' });
    expect(await request.getByRole('tab').allTextContents()).toEqual(['cURL', 'Python']);
    expect(await response.getByRole('tab').allTextContents()).toEqual(['201', '409']);
    expect(await request.getByRole('tabpanel').textContent()).toContain('curl -X POST');
    await request.getByRole('tab', { name: 'Python' }).click();
    expect(await request.getByRole('tabpanel').textContent()).toContain('import requests');
    await response.getByRole('tab', { name: '409' }).click();
    expect(await response.getByRole('tabpanel').textContent()).toContain('"exists"');

    const [main, column, endpoint] = await Promise.all([
      page.locator('.sx-api-main').boundingBox(),
      page.locator('.sx-api-examples').boundingBox(),
      page.locator('.sx-api-endpoint').boundingBox(),
    ]);
    expect(column!.x).toBeGreaterThanOrEqual(main!.x + main!.width);
    expect(column!.y).toBeLessThan(main!.y + 50);
    expect(endpoint!.y).toBeLessThan(main!.y);
    expect(column!.width).toBeGreaterThan(300);
    expect(await page.locator('.sx-aside').isVisible()).toBe(false);
    // The column stays in view while the fields scroll.
    await page.locator('#response-id').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 200);
    const box = await page.locator('.sx-api-examples').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(200);
  });

  it('come right after the method and path on a narrow screen, before the fields', async () => {
    const page = await sites.open('api', '/endpoints/create-user', { viewport: { width: 700, height: 900 } });
    const [main, column] = await Promise.all([page.locator('.sx-api-main').boundingBox(), page.locator('.sx-api-examples').boundingBox()]);
    expect(main!.y).toBeGreaterThanOrEqual(column!.y + column!.height);
    expect(column!.x + column!.width).toBeLessThanOrEqual(700);
  });

  it('a page with fields but no examples keeps its table of contents', async () => {
    const page = await sites.open('api', '/endpoints/reference-only', WIDE);
    expect(await page.locator('.sx-api-examples').count()).toBe(0);
    expect(await page.locator('#param-config\\.timeout-2').isVisible()).toBe(true);
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)('axe finds no violation on an API page with every field kind opened (%s)', async (colorScheme) => {
    const page = await sites.open('api', '/endpoints/create-user', { ...WIDE, colorScheme });
    await page.getByText('profile properties', { exact: true }).click();
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
