/**
 * The version and language switchers and the tab menus are `<summary>` elements with a drawn arrow:
 * the arrow must show, but not be part of the name a screen reader announces.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';

let sites: Sites;

beforeAll(async () => {
  sites = await startSites({ menu: fixture('switchers-menu') });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

/** Chromium's computed accessible name of the first element matching `selector` (what a screen reader announces). */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const found = (await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` })) as {
    result: { objectId?: string };
  };
  const { node } = await cdp.send('DOM.describeNode', { objectId: found.result.objectId! });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { backendNodeId: node.backendNodeId, fetchRelatives: false });
  await cdp.detach();
  return String(nodes[0]?.name?.value ?? '');
}

/** The arrow drawn after a summary, as the browser renders it. */
const arrow = (summary: Locator) => summary.evaluate((el) => getComputedStyle(el, '::after').content);

describe('switcher and tab menu names', () => {
  it('name the version and language switchers and the tab menu without their arrow, and still draw it', async () => {
    const page = await sites.open('menu', '/en/v2/widgets');
    const summaries = {
      version: page.locator('.sx-switcher-version > summary').first(),
      language: page.locator('.sx-switcher-language > summary').first(),
      menu: page.locator('.sx-tab-menu > summary').first(),
    };
    expect(await accessibleName(page, '.sx-switcher-version > summary')).toBe('Version: v2');
    expect(await accessibleName(page, '.sx-switcher-language > summary')).toBe('Language: English');
    expect(await accessibleName(page, '.sx-tab-menu > summary')).toBe('Products');
    for (const summary of Object.values(summaries)) {
      expect(await arrow(summary)).toContain('▾');
      expect(await summary.isVisible()).toBe(true);
    }
    // The accessibility snapshot playwright gives agrees.
    expect(await summaries.version.ariaSnapshot()).not.toContain('▾');
  });
});
