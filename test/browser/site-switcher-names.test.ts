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

/** The arrow drawn after a summary, as the browser renders it: a chevron mask on an empty box, so it has no text to announce. */
const arrow = (summary: Locator) =>
  summary.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return { content: after.content, mask: after.maskImage || after.webkitMaskImage, display: after.display, width: after.width };
  });

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
      const drawn = await arrow(summary);
      expect(drawn.content).toBe('""');
      expect(drawn.mask).toMatch(/^url\(/);
      expect(drawn.display).not.toBe('none');
      expect(drawn.width).toBe('14px');
      expect(await summary.isVisible()).toBe(true);
    }
    // The accessibility snapshot playwright gives agrees.
    expect(await summaries.version.ariaSnapshot()).not.toContain('▾');
  });
});
