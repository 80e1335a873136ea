/** Code blocks and their groups in the browser: tabs and dropdowns synced across the site, copy, expand, wrap and line numbers. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;

beforeAll(async () => {
  // styling.codeblocks "dark": a titled block, a CodeGroup drawn as tabs and one drawn as a dropdown, a diff.
  const codePage =
    '---\ntitle: Code\n---\n\n```tsx app/providers.tsx\nexport const a = 1; // [!code ++]\n```\n\n<CodeGroup>\n```bash npm\nnpm i x\n```\n```bash pnpm\npnpm add x\n```\n</CodeGroup>\n\n<CodeGroup dropdown>\n```bash npm\nnpm i x\n```\n```bash pnpm\npnpm add x\n```\n</CodeGroup>\n';
  const darkCode = tmpSite({
    'docs.json': { name: 'Dark code', styling: { codeblocks: 'dark' }, navigation: { pages: ['index'] } },
    'index.mdx': codePage,
  });
  // One light theme for both modes: the same page, light code in dark mode.
  const lightCode = tmpSite({
    'docs.json': { name: 'Light code', styling: { codeblocks: { theme: 'github-light' } }, navigation: { pages: ['index'] } },
    'index.mdx': codePage,
  });
  sites = await startSites({ site: fixture('code-blocks'), darkCode, lightCode });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

const group = (page: Page, id: string) => page.locator(`[data-sx-tabs="${id}"]`);
const selected = (page: Page, id: string) => group(page, id).locator('[role=tab][aria-selected=true]').textContent();
const shown = (page: Page, id: string) =>
  group(page, id).evaluate((el) =>
    Array.from(el.querySelectorAll<HTMLElement>(':scope > .sx-code-panel, :scope > .sx-tab-panel'))
      .filter((p) => !p.hidden)
      .map((p) => p.querySelector('figure')?.dataset['title'] ?? p.dataset['title']),
  );

async function open(route: string): Promise<Page> {
  const page = await sites.open('site', route);
  await page.waitForSelector('[data-sx-enhanced]');
  return page;
}

describe('CodeGroup and Tabs', () => {
  it('choosing a tab chooses the same title in every synced group, and the choice survives going to another page', async () => {
    const page = await open('/');
    expect(await group(page, 'sx-code-1').getByRole('tab').allTextContents()).toEqual(['npm', 'yarn', 'pnpm']);
    // The language icon comes along into the tab.
    expect(await group(page, 'sx-code-1').getByRole('tab', { name: 'yarn' }).locator('svg.sx-icon use').getAttribute('href')).toBe(
      '/_sextant/icons.svg#tabler-outline-terminal-2',
    );
    await group(page, 'sx-code-1').getByRole('tab', { name: 'yarn' }).click();
    expect(await shown(page, 'sx-code-1')).toEqual(['yarn']);
    expect(await shown(page, 'sx-code-2')).toEqual(['yarn']);
    expect(await group(page, 'sx-code-2').locator('select').inputValue()).toBe('1');
    expect(await selected(page, 'sx-tabs-3')).toBe('yarn');
    // sync={false}: keeps its own choice (defaultTabIndex={1} is yarn already; choose npm there and back).
    await group(page, 'sx-tabs-4').getByRole('tab', { name: 'npm', exact: true }).click();
    expect(await selected(page, 'sx-tabs-4')).toBe('npm');
    expect(await selected(page, 'sx-code-1')).toBe('yarn');

    await page.getByRole('link', { name: 'Other page' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/other'));
    await page.waitForSelector('[data-sx-enhanced]');
    expect(await selected(page, 'sx-code-1')).toBe('yarn');
    await group(page, 'sx-code-1').getByRole('tab', { name: 'npm', exact: true }).click();
    await page.goBack();
    await page.waitForSelector('[data-sx-enhanced]');
    expect(await selected(page, 'sx-code-1')).toBe('npm');
    expect(await shown(page, 'sx-code-2')).toEqual(['npm']);
  });

  it('opens an unsynced Tabs on defaultTabIndex and moves tabs with the arrow keys, Home and End', async () => {
    const page = await open('/');
    expect(await selected(page, 'sx-tabs-4')).toBe('yarn');
    await group(page, 'sx-code-1').getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('End');
    expect(await selected(page, 'sx-code-1')).toBe('pnpm');
    await page.keyboard.press('Home');
    expect(await selected(page, 'sx-code-1')).toBe('npm');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn');
    expect(await selected(page, 'sx-tabs-3')).toBe('yarn');
  });

  it('a dropdown group is a labelled select that the keyboard drives, synced with the tabs', async () => {
    const page = await open('/');
    const select = group(page, 'sx-code-2').getByRole('combobox', { name: 'Language' });
    expect(await group(page, 'sx-code-2').getByRole('tab').count()).toBe(0);
    expect(await select.locator('option').allTextContents()).toEqual(['npm', 'yarn', 'pnpm']);
    expect(await shown(page, 'sx-code-2')).toEqual(['npm']);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => shown(page, 'sx-code-2')).toEqual(['yarn']);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => shown(page, 'sx-code-2')).toEqual(['pnpm']);
    expect(await selected(page, 'sx-code-1')).toBe('pnpm');
    // Only the chosen block's caption is replaced by the menu; the code still reads its title.
    expect(await group(page, 'sx-code-2').locator('figcaption:visible').count()).toBe(0);
  });
});

describe('code blocks', () => {
  it('the copy button copies the code; nocopy blocks have none', async () => {
    const page = await sites.open('site', '/', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.waitForSelector('[data-sx-enhanced]');
    const figure = page.locator('figure.sx-code[data-title="app.js"]');
    await figure.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => figure.locator('[role=status]').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
    expect(await page.locator('figure.sx-code-nocopy').count()).toBe(1);
    expect(await page.locator('figure.sx-code-nocopy .sx-copy').count()).toBe(0);
  });

  it("an untitled block's copy button shows while the block is pointed at or focused, a titled block's always", async () => {
    const page = await open('/');
    const opacity = (figure: ReturnType<Page['locator']>) =>
      figure.locator(':scope > .sx-copy').evaluate((b) => getComputedStyle(b).opacity);
    const untitled = page.locator('figure.sx-code:not(:has(> figcaption)):has(> .sx-copy)').first();
    const titled = page.locator('figure.sx-code[data-title="app.js"]');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(untitled)).toBe('0');
    expect(await opacity(titled)).toBe('1');
    await untitled.hover();
    await expect.poll(() => opacity(untitled)).toBe('1');
    await page.mouse.move(0, 0);
    await expect.poll(() => opacity(untitled)).toBe('0');
    // Keyboard: the button shows as it takes focus.
    await untitled.locator(':scope > .sx-copy').focus();
    await expect.poll(() => opacity(untitled)).toBe('1');
  });

  it('an expandable block is cut short until expanded, and collapses again', async () => {
    const page = await open('/');
    const figure = page.locator('figure.sx-code-expandable');
    const pre = figure.locator('pre');
    const button = figure.getByRole('button', { name: 'Show more' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    const cut = await pre.evaluate((el) => el.getBoundingClientRect().height);
    expect(await pre.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await button.click();
    expect(await figure.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    const full = await pre.evaluate((el) => el.getBoundingClientRect().height);
    expect(full).toBeGreaterThan(cut * 1.5);
    expect(await page.getByText('const line30 = 30;').isVisible()).toBe(true);
    await figure.getByRole('button', { name: 'Show less' }).click();
    expect(await pre.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(cut, 0);
  });

  it('`lines` shows line numbers, `wrap` wraps long lines, highlighted and focused lines are marked', async () => {
    const page = await open('/');
    const numbers = await page
      .locator('figure.sx-code-lines .line')
      .evaluateAll((lines) => lines.map((l) => getComputedStyle(l, '::before').content));
    expect(numbers).toEqual(['counter(line)', 'counter(line)', 'counter(line)']);
    const wrap = page.locator('figure.sx-code-wrap pre');
    expect(await wrap.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const lines = wrap.locator('.line');
    expect(await lines.nth(0).evaluate((l) => getComputedStyle(l).opacity)).toBe('0.45');
    expect(await lines.nth(1).evaluate((l) => [l.className, getComputedStyle(l).opacity])).toEqual(['line highlighted focused', '1']);
  });

  it('draws every icon the pages use from the site’s sprite', async () => {
    const page = await sites.open('site', '/icons/');
    const sprite = await page.evaluate(async () => (await fetch('/_sextant/icons.svg')).text());
    const refs = await page.locator('main use, .sx-content use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href')!));
    expect(refs.length).toBeGreaterThanOrEqual(8);
    for (const ref of refs) expect(sprite, ref).toContain(`<symbol id="${ref.split('#')[1]}"`);
    expect(refs).toEqual(
      expect.arrayContaining([
        '/_sextant/icons.svg#fa-brands-github',
        '/_sextant/icons.svg#fa-regular-bell',
        '/_sextant/icons.svg#fa-solid-wand-magic-sparkles',
        '/_sextant/icons.svg#lucide-house',
        '/_sextant/icons.svg#tabler-outline-home',
      ]),
    );
    const img = page.locator('img.sx-icon[src="/logo.svg"]');
    expect(await img.evaluate((el) => [(el as HTMLImageElement).naturalWidth > 0, el.getBoundingClientRect().width])).toEqual([true, 24]);
    const heart = page.locator('svg.sx-icon:has(use[href$="#fa-solid-heart"])');
    expect(await heart.evaluate((el) => [getComputedStyle(el).color, el.getBoundingClientRect().width])).toEqual(['rgb(220, 38, 38)', 20]);
  });
});

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
const luminance = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number) as [number, number, number];
      const lin = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });

describe('styling.codeblocks dark', () => {
  it('draws the whole block dark in light mode: the header, a group’s tab row and dropdown bar, the copy button', async () => {
    const page = await sites.open('darkCode', '/', { colorScheme: 'light' });
    await page.waitForSelector('[data-sx-enhanced]');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await luminance(page, 'body')).toBeGreaterThan(0.9);
    for (const part of ['.sx-code > figcaption', '.sx-code-group > [role="tablist"]', '.sx-code-group-bar', '.sx-code pre', '.sx-copy'])
      expect(await luminance(page, part), part).toBeLessThan(0.05);
    // The tab row is the top of the block: no gap between it and the code.
    const [bar, code] = await page
      .locator('.sx-code-group:has(> [role="tablist"])')
      .first()
      .evaluate((g) => [
        g.querySelector('[role="tablist"]')!.getBoundingClientRect().bottom,
        g.querySelector('.sx-code-panel:not([hidden]) pre')!.getBoundingClientRect().top,
      ]);
    expect(Math.abs(code! - bar!)).toBeLessThanOrEqual(1);
    // The tabs' text reads on the dark row.
    expect(
      await page
        .locator('[role="tab"][aria-selected="true"]')
        .first()
        .evaluate((t) => getComputedStyle(t).color),
    ).toBe('rgb(230, 232, 235)');
  });
});

describe('styling.codeblocks one light theme', () => {
  it('keeps the whole block light in dark mode: the header, a group’s tab row and dropdown bar, the copy button', async () => {
    const page = await sites.open('lightCode', '/', { colorScheme: 'dark' });
    await page.waitForSelector('[data-sx-enhanced]');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await luminance(page, 'body')).toBeLessThan(0.05);
    for (const part of ['.sx-code > figcaption', '.sx-code-group > [role="tablist"]', '.sx-code-group-bar', '.sx-code pre', '.sx-copy'])
      expect(await luminance(page, part), part).toBeGreaterThan(0.8);
    // The tabs' and the diff sign's colours read on the light block.
    expect(
      await page
        .locator('[role="tab"][aria-selected="true"]')
        .first()
        .evaluate((t) => getComputedStyle(t).color),
    ).toBe('rgb(28, 31, 36)');
    expect(
      await page
        .locator('.shiki .diff.add')
        .first()
        .evaluate((l) => getComputedStyle(l, '::before').color),
    ).toBe('rgb(21, 128, 61)');
  });
});

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`the code blocks, tabs, dropdown and icons pass axe in ${scheme} mode`, async () => {
      for (const route of ['/', '/icons/']) {
        const page = await sites.open('site', route, { colorScheme: scheme });
        await page.waitForLoadState('load');
        // Lines outside a `focus` range are dimmed on purpose (as the reference does; hovering the block restores them).
        const violations = await runAxe(page, { context: { exclude: [['.has-focused > code > .line:not(.focused)']] } });
        expect(violations, `${route}: ${formatViolations(violations)}`).toEqual([]);
      }
    });
  }
});
