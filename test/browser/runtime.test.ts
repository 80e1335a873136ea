/**
 * The browser runtime (runtime/app.ts, built by scripts/build-runtime.mjs) in real Chromium, on
 * hand-written pages that follow the renderer's markup contract: sidebar state machine (with and
 * without drilldown), theme, mobile menu, tabs, banner, copy buttons and switchers.
 * One browser launch is shared by the whole file.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_GZIP_BUDGET,
  buildRuntime,
  COMPONENTS_GZIP_BUDGET,
  CONSOLE_GZIP_BUDGET,
  playgroundInitialGzip,
} from '../../scripts/build-runtime.mjs';
import type { RuntimeFile } from '../../scripts/build-runtime.mjs';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { launchBrowser, serveStatic, withPage } from '../helpers/browser.js';
import type { StaticServer } from '../helpers/browser.js';

// ---------------------------------------------------------------------------------------------
// Fixtures

const BANNER_KEY = 'b1f00d';

/** What the renderer's inline head script does before paint (theme and dismissed banner). */
const HEAD_SCRIPT = `(function(){var d=document.documentElement;try{
var s=localStorage.getItem('sx-theme'),a=d.getAttribute('data-sx-appearance');
if(d.getAttribute('data-sx-appearance-strict')==='true')s=null;
if(s==='dark'||((!s||s==='system')&&(a==='dark'||(a==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))))d.classList.add('dark');
if(localStorage.getItem('sx-banner-dismissed')==='${BANNER_KEY}')d.classList.add('sx-banner-dismissed');
}catch(e){}})();`;

const CSS = `
body{margin:0;font:16px/1.5 sans-serif}
html.dark{background:#111;color:#eee}
html.dark a{color:#9cf}
html.sx-banner-dismissed .sx-banner{display:none}
[data-sx-menu-toggle]{display:none}
@media (max-width:800px){
  [data-sx-menu-toggle]{display:inline-block}
  #sidebar{display:none}
  body[data-sx-menu-open] #sidebar{display:block}
}
`;

interface GroupDef {
  id: string;
  label: string;
  pages: string[];
  expanded?: boolean;
  groups?: GroupDef[];
}

/** One division's nested groups: `a` is a top-level page, the rest live in nested groups. */
const GROUPS: GroupDef[] = [
  { id: 'basics', label: 'Basics', pages: ['b', 'c'] },
  { id: 'advanced', label: 'Advanced', pages: ['d'], expanded: true },
  { id: 'extra', label: 'Extra', pages: ['e'], groups: [{ id: 'deep', label: 'Deep', pages: ['f'] }] },
];
const PAGES = ['a', 'b', 'c', 'd', 'e', 'f'];

function pagesOf(g: GroupDef): string[] {
  return [...g.pages, ...(g.groups ?? []).flatMap(pagesOf)];
}

function link(prefix: string, p: string, current: string): string {
  const here = p === current ? ' aria-current="page"' : '';
  return `<li><a href="/${prefix}/${p}/"${here}>Page ${p.toUpperCase()}</a></li>`;
}

function groupHtml(prefix: string, g: GroupDef, current: string): string {
  const open = g.expanded || pagesOf(g).includes(current) ? ' open' : '';
  const items = [
    ...g.pages.map((p) => link(prefix, p, current)),
    ...(g.groups ?? []).map((c) => `<li>${groupHtml(prefix, c, current)}</li>`),
  ];
  return (
    `<details class="sx-group" data-sx-group-id="${g.id}" data-sx-first="/${prefix}/${pagesOf(g)[0]}/"${open}>` +
    `<summary>${g.label}</summary><ul>${items.join('')}</ul></details>`
  );
}

function sidebar(prefix: string, drilldown: boolean, current: string): string {
  return `<nav id="sidebar" data-sx-sidebar data-sx-sidebar-key="/${prefix}" data-sx-drilldown="${drilldown}" aria-label="${prefix} pages">
  <section class="sx-group" data-sx-group-id="top"><h2>Start here</h2>
    <ul>${link(prefix, 'a', current)}${GROUPS.map((g) => `<li>${groupHtml(prefix, g, current)}</li>`).join('')}</ul>
  </section>
</nav>`;
}

const CONTENT = `
<div class="sx-tabs" data-sx-tabs="sx-tabs-1">
  <section class="sx-tab-panel" data-title="npm"><p class="sx-tab-title">npm</p><p>Install with npm.</p></section>
  <section class="sx-tab-panel" data-title="yarn"><p class="sx-tab-title">yarn</p><p>Install with yarn.</p></section>
  <section class="sx-tab-panel" data-title="pnpm"><p class="sx-tab-title">pnpm</p><p>Install with pnpm.</p></section>
</div>
<div class="sx-code-group" data-sx-tabs="sx-code-2">
  <figure class="sx-code" data-lang="bash" data-title="npm"><figcaption>npm</figcaption><pre tabindex="0"><code>npm install sextant</code></pre></figure>
  <figure class="sx-code" data-lang="bash" data-title="yarn"><figcaption>yarn</figcaption><pre tabindex="0"><code>yarn add sextant</code></pre></figure>
  <figure class="sx-code" data-lang="powershell"><pre tabindex="0"><code>iwr sextant.ps1</code></pre></figure>
</div>
<figure class="sx-code" data-lang="js"><pre tabindex="0"><code><span class="line">const a = 1;</span>
<span class="line">console.log(a);</span></code></pre></figure>
`;

function page(prefix: string, drilldown: boolean, current: string, appearance = 'system', strict = false): string {
  return `<!doctype html>
<html lang="en" data-sx-appearance="${appearance}" data-sx-appearance-strict="${strict}" class="">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${prefix} ${current}</title>
  <script>${HEAD_SCRIPT}</script>
  <style>${CSS}</style>
  <script src="/_sextant/app.js" defer></script>
  <script src="/_sextant/components.js" defer></script>
</head>
<body>
  <header>
    <div class="sx-banner" data-sx-banner data-sx-banner-key="${BANNER_KEY}">
      <p>Version 2 is out.</p>
      <button type="button" data-sx-banner-close aria-label="Dismiss">×</button>
    </div>
    <button type="button" data-sx-menu-toggle aria-controls="sidebar" aria-expanded="false">Menu</button>
    <button type="button" data-sx-theme-toggle aria-pressed="false">Dark theme</button>
    <details class="sx-switcher" data-sx-switcher>
      <summary>Version</summary>
      <ul><li><a href="/${prefix}/a/">v2</a></li><li><a href="/${prefix}/b/">v1</a></li></ul>
    </details>
  </header>
  ${sidebar(prefix, drilldown, current)}
  <main>
    <h1>Page ${current.toUpperCase()}</h1>
    ${CONTENT}
  </main>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// Setup

let browser: BrowserContext;
let server: StaticServer;
let bundles: RuntimeFile[];

beforeAll(async () => {
  bundles = await buildRuntime({ write: false });
  const app = bundles.find((b) => b.name === 'app.js')!;
  const components = bundles.find((b) => b.name === 'components.js')!;
  const files: Record<string, string> = { '_sextant/app.js': app.contents, '_sextant/components.js': components.contents };
  for (const p of PAGES) {
    files[`guide/${p}/index.html`] = page('guide', true, p);
    files[`ref/${p}/index.html`] = page('ref', false, p);
  }
  files['strict/a/index.html'] = page('strict', false, 'a', 'light', true);
  files['darkdefault/a/index.html'] = page('darkdefault', false, 'a', 'dark', false);
  [browser, server] = await Promise.all([launchBrowser(), serveStatic(files)]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** Open `rel` in a fresh page of the shared browser (storage shared, so each test clears it). */
function onPage<T>(rel: string, fn: (page: Page) => Promise<T>): Promise<T> {
  return withPage(browser, async (page) => {
    await page.goto(server.url + rel);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
    await page.waitForSelector('[data-sx-enhanced]');
    return fn(page);
  });
}

/** Every nested group's open state, after checking that aria-expanded on its summary agrees. */
async function groupsOpen(page: Page): Promise<Record<string, boolean>> {
  const rows = await page.$$eval('details.sx-group', (all) =>
    all.map((d) => ({
      id: (d as HTMLElement).dataset['sxGroupId']!,
      open: (d as HTMLDetailsElement).open,
      aria: d.querySelector(':scope > summary')!.getAttribute('aria-expanded'),
    })),
  );
  for (const r of rows) expect(r.aria, `aria-expanded of ${r.id}`).toBe(String(r.open));
  return Object.fromEntries(rows.map((r) => [r.id, r.open]));
}

function summary(page: Page, id: string) {
  return page.locator(`details[data-sx-group-id="${id}"] > summary`);
}

const path = (page: Page) => new URL(page.url()).pathname;

/** Let a click's possible navigation start before looking at the URL. */
const settle = (page: Page) => page.waitForTimeout(150);

// ---------------------------------------------------------------------------------------------

describe('bundle', () => {
  it(`keeps app.js under ${APP_GZIP_BUDGET / 1024} KB and components.js under ${COMPONENTS_GZIP_BUDGET / 1024} KB gzipped, and builds the dev client`, () => {
    const app = bundles.find((b) => b.name === 'app.js')!;
    expect(app.gzip).toBeLessThan(APP_GZIP_BUDGET);
    expect(app.gzip).toBeLessThan(app.raw);
    const components = bundles.find((b) => b.name === 'components.js')!;
    expect(components.gzip).toBeLessThan(COMPONENTS_GZIP_BUDGET);
    // Content components' behaviours stay out of the bundle every page loads.
    expect(app.contents).not.toMatch(/data-sx-tabs|data-sx-accordion|sx-zoom/);
    expect(components.contents).toMatch(/data-sx-tabs/);
    // The split bundles' entries and chunks (lib/runtime/playground/, asyncapi-console/, islands/) are checked on their own.
    const top = bundles.filter((b) => !/[\\/]runtime[\\/](playground|asyncapi-console|islands)[\\/]/.test(b.path));
    expect(top.map((b) => b.name).sort()).toEqual([
      'api-reference.js',
      'app.js',
      'components.js',
      'dev-client.js',
      'mermaid.js',
      'not-found.js',
      'search.js',
    ]);
    // Minified, no source map, no leftover imports.
    expect(app.contents).not.toMatch(/sourceMappingURL|^import |\nimport /);
  });

  it(`keeps the WebSocket console under ${CONSOLE_GZIP_BUDGET / 1024} KB gzipped with what it imports statically, the validator lazy`, () => {
    const inConsole = bundles.filter((b) => /[\\/]runtime[\\/]asyncapi-console[\\/]/.test(b.path));
    const entry = inConsole.filter((b) => b.name.startsWith('main-'));
    expect(entry).toHaveLength(1);
    const initial = playgroundInitialGzip(bundles, 'asyncapi-console');
    expect(initial).toBeGreaterThanOrEqual(entry[0]!.gzip);
    expect(initial).toBeLessThanOrEqual(CONSOLE_GZIP_BUDGET);
    expect(CONSOLE_GZIP_BUDGET).toBe(25 * 1024);
    // The validator (@cfworker/json-schema) is a chunk of its own, loaded when the reader connects.
    expect(entry[0]!.contents).not.toContain('unevaluatedProperties');
    expect(inConsole.some((b) => b.name.startsWith('chunk-') && b.contents.includes('unevaluatedProperties'))).toBe(true);
  });
});

describe('sidebar state machine, drilldown', () => {
  it('starts as the server rendered it: collapsed, expanded, and the current page’s group open', async () => {
    await onPage('guide/a/', async (page) => {
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: false, deep: false });
      // Top-level groups are sections, never touched.
      expect(await page.locator('section.sx-group').getAttribute('aria-expanded')).toBeNull();
      await page.goto(server.url + 'guide/f/');
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: true, deep: true });
    });
  });

  it('restores saved state, except that the current page’s group stays open', async () => {
    await onPage('guide/c/', async (page) => {
      await page.evaluate(() =>
        sessionStorage.setItem('sx-sidebar:/guide', JSON.stringify({ basics: false, advanced: false, extra: true })),
      );
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: false, extra: true, deep: false });
    });
  });

  it('opens a group and goes to its first page; the choice survives the navigation', async () => {
    await onPage('guide/a/', async (page) => {
      await Promise.all([page.waitForURL('**/guide/b/'), summary(page, 'basics').click()]);
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: true, extra: false, deep: false });
      // From page B, drill into Extra: Basics (no longer current) stays open, as the reader left it.
      await Promise.all([page.waitForURL('**/guide/e/'), summary(page, 'extra').click()]);
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: true, extra: true, deep: false });
      expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('sx-sidebar:/guide')))!)).toEqual({
        basics: true,
        extra: true,
      });
      // A nested group inside a nested group drills down too.
      await Promise.all([page.waitForURL('**/guide/f/'), summary(page, 'deep').click()]);
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: true, extra: true, deep: true });
    });
  });

  it('only opens (never closes, never reloads) when the group’s first page is the current page', async () => {
    await onPage('guide/b/', async (page) => {
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await summary(page, 'basics').click();
      await settle(page);
      expect(path(page)).toBe('/guide/b/');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      expect((await groupsOpen(page))['basics']).toBe(true);
    });
  });

  it('drills down with Enter and with Space on the focused summary', async () => {
    await onPage('guide/a/', async (page) => {
      await summary(page, 'basics').focus();
      await Promise.all([page.waitForURL('**/guide/b/'), page.keyboard.press('Enter')]);
      expect((await groupsOpen(page))['basics']).toBe(true);
      await summary(page, 'advanced').focus();
      await Promise.all([page.waitForURL('**/guide/d/'), page.keyboard.press('Space')]);
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: true, extra: false, deep: false });
    });
  });

  it('keeps the summary keyboard-focusable', async () => {
    await onPage('guide/a/', async (page) => {
      await page.locator('#sidebar a[href="/guide/a/"]').focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Basics');
    });
  });
});

describe('sidebar state machine, no drilldown', () => {
  it('toggles without navigating, keeping aria-expanded equal to open', async () => {
    await onPage('ref/a/', async (page) => {
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: false, deep: false });
      await summary(page, 'basics').click();
      await settle(page);
      expect(path(page)).toBe('/ref/a/');
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: true, extra: false, deep: false });
      await summary(page, 'basics').click();
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: false, deep: false });
      await summary(page, 'advanced').click();
      await summary(page, 'extra').click();
      await summary(page, 'deep').click();
      await settle(page);
      expect(path(page)).toBe('/ref/a/');
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: false, extra: true, deep: true });
    });
  });

  it('keeps the reader’s choices on the next page, with that page’s group forced open', async () => {
    await onPage('ref/a/', async (page) => {
      await summary(page, 'basics').click(); // open
      await summary(page, 'advanced').click(); // close
      await Promise.all([page.waitForURL('**/ref/b/'), page.locator('#sidebar a[href="/ref/b/"]').click()]);
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: false, extra: false, deep: false });
      await page.goto(server.url + 'ref/e/');
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: false, extra: true, deep: false });
      // Back on A, Extra is closed again (its opening was forced, not chosen), the rest as chosen.
      await page.goto(server.url + 'ref/a/');
      expect(await groupsOpen(page)).toEqual({ basics: true, advanced: false, extra: false, deep: false });
    });
  });

  it('toggles with Enter and Space on the focused summary', async () => {
    await onPage('ref/a/', async (page) => {
      await summary(page, 'basics').focus();
      await page.keyboard.press('Enter');
      expect((await groupsOpen(page))['basics']).toBe(true);
      await page.keyboard.press('Space');
      expect((await groupsOpen(page))['basics']).toBe(false);
      await page.keyboard.press('Space');
      expect((await groupsOpen(page))['basics']).toBe(true);
      await settle(page);
      expect(path(page)).toBe('/ref/a/');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Basics');
    });
  });

  it('lets the reader close the current page’s group, and reopens it on reload', async () => {
    await onPage('ref/c/', async (page) => {
      expect((await groupsOpen(page))['basics']).toBe(true);
      await summary(page, 'basics').click();
      expect((await groupsOpen(page))['basics']).toBe(false);
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect((await groupsOpen(page))['basics']).toBe(true);
    });
  });

  it('keeps aria-expanded and the saved state in step when something else opens a group', async () => {
    await onPage('ref/a/', async (page) => {
      // As find-in-page would: the browser opens the <details> by itself.
      await page.locator('details[data-sx-group-id="extra"]').evaluate((d) => ((d as HTMLDetailsElement).open = true));
      await expect.poll(() => summary(page, 'extra').getAttribute('aria-expanded')).toBe('true');
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: true, deep: false });
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await groupsOpen(page)).toEqual({ basics: false, advanced: true, extra: true, deep: false });
    });
  });

  it('keeps a separate saved state per sidebar key', async () => {
    await onPage('ref/a/', async (page) => {
      await summary(page, 'basics').click();
      await page.goto(server.url + 'guide/a/');
      expect((await groupsOpen(page))['basics']).toBe(false);
    });
  });
});

describe('theme', () => {
  it('toggles dark, sets aria-pressed, and persists across reload', async () => {
    await onPage('guide/a/', async (page) => {
      const html = page.locator('html');
      const toggle = page.locator('[data-sx-theme-toggle]');
      const dark = () => html.evaluate((el) => el.classList.contains('dark'));
      expect(await dark()).toBe(false);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await dark()).toBe(true);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('sx-theme'))).toBe('dark');
      await page.reload();
      expect(await dark()).toBe(true);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      expect(await dark()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('sx-theme'))).toBe('light');
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await dark()).toBe(false);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    });
  });

  it('follows the system setting while there is no stored choice, and not after one', async () => {
    await onPage('guide/a/', async (page) => {
      const dark = () => page.locator('html').evaluate((el) => el.classList.contains('dark'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(dark).toBe(true);
      expect(await page.locator('[data-sx-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(dark).toBe(false);
      await page.locator('[data-sx-theme-toggle]').click(); // stored: dark
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.emulateMedia({ colorScheme: 'light' });
      await settle(page);
      expect(await dark()).toBe(true);
    });
  });
});

describe('theme defaults', () => {
  it('starts dark when the site default is dark, and a stored light choice wins over it', async () => {
    await onPage('darkdefault/a/', async (page) => {
      const dark = () => page.locator('html').evaluate((el) => el.classList.contains('dark'));
      expect(await dark()).toBe(true);
      await page.locator('[data-sx-theme-toggle]').click();
      expect(await dark()).toBe(false);
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await dark()).toBe(false);
    });
  });

  it('ignores a stored choice and the system setting on a strict site', async () => {
    await onPage('strict/a/', async (page) => {
      const dark = () => page.locator('html').evaluate((el) => el.classList.contains('dark'));
      await page.evaluate(() => localStorage.setItem('sx-theme', 'dark'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await dark()).toBe(false);
    });
  });
});

describe('without the runtime', () => {
  it('leaves working native markup: every tab panel under its heading, groups open and close natively', async () => {
    await withPage(browser, async (page) => {
      await page.route('**/_sextant/{app,components}.js', (route) => route.abort());
      await page.goto(server.url + 'ref/a/');
      expect(await page.locator('[role=tablist]').count()).toBe(0);
      expect(await page.getByText('Install with pnpm.').isVisible()).toBe(true);
      expect(await page.locator('.sx-tab-title').first().isVisible()).toBe(true);
      await summary(page, 'basics').click();
      expect(await page.locator('details[data-sx-group-id="basics"]').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    });
  });
});

describe('mobile menu', () => {
  it('opens and closes with the toggle and Escape, and closes when a sidebar link is followed', async () => {
    await onPage('guide/a/', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.locator('[data-sx-menu-toggle]');
      const sidebarNav = page.locator('#sidebar');
      const open = () => page.evaluate(() => document.body.hasAttribute('data-sx-menu-open'));
      expect(await sidebarNav.isVisible()).toBe(false);
      await toggle.click();
      expect(await open()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await sidebarNav.isVisible()).toBe(true);
      await toggle.click();
      expect(await open()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      await toggle.click();
      await page.locator('#sidebar a').first().focus();
      await page.keyboard.press('Escape');
      expect(await open()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sx-menu-toggle'))).toBe(true);

      await toggle.click();
      // Keep the page so the state after the click can be read.
      await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
      await page.locator('#sidebar a[href="/guide/a/"]').click();
      expect(await open()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await sidebarNav.isVisible()).toBe(false);
    });
  });

  it('closes an open switcher before the menu on Escape', async () => {
    await onPage('guide/a/', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-sx-menu-toggle]').click();
      await page.locator('.sx-switcher > summary').click();
      await page.keyboard.press('Escape');
      expect(await page.locator('.sx-switcher').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect(await page.evaluate(() => document.body.hasAttribute('data-sx-menu-open'))).toBe(true);
      await page.keyboard.press('Escape');
      expect(await page.evaluate(() => document.body.hasAttribute('data-sx-menu-open'))).toBe(false);
    });
  });
});

describe('tabs', () => {
  it('builds an accessible tab list and hides the no-JS headings and inactive panels', async () => {
    await onPage('guide/a/', async (page) => {
      const group = page.locator('[data-sx-tabs="sx-tabs-1"]');
      expect(await group.getAttribute('data-sx-enhanced')).toBe('');
      const tabs = group.getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['npm', 'yarn', 'pnpm']);
      expect(await group.getByRole('tablist').count()).toBe(1);
      const rows = await group.evaluate((el) =>
        Array.from(el.querySelectorAll<HTMLElement>('[role=tab]')).map((tab) => {
          const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
          return {
            selected: tab.getAttribute('aria-selected'),
            tabindex: tab.tabIndex,
            role: panel.getAttribute('role'),
            labelledBy: panel.getAttribute('aria-labelledby') === tab.id,
            hidden: panel.hidden,
            titleHidden: panel.querySelector<HTMLElement>('.sx-tab-title')!.hidden,
          };
        }),
      );
      expect(rows).toEqual([
        { selected: 'true', tabindex: 0, role: 'tabpanel', labelledBy: true, hidden: false, titleHidden: true },
        { selected: 'false', tabindex: -1, role: 'tabpanel', labelledBy: true, hidden: true, titleHidden: true },
        { selected: 'false', tabindex: -1, role: 'tabpanel', labelledBy: true, hidden: true, titleHidden: true },
      ]);
      // Code groups: titles from data-title, else data-lang.
      expect(await page.locator('[data-sx-tabs="sx-code-2"]').getByRole('tab').allTextContents()).toEqual(['npm', 'yarn', 'powershell']);
      expect(await page.getByText('Install with yarn.').isVisible()).toBe(false);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  });

  it('moves and selects with ArrowLeft/ArrowRight/Home/End (roving tabindex)', async () => {
    await onPage('guide/a/', async (page) => {
      const group = page.locator('[data-sx-tabs="sx-tabs-1"]');
      const state = () =>
        group.evaluate((el) => ({
          focused: document.activeElement?.textContent,
          selected: el.querySelector('[role=tab][aria-selected=true]')?.textContent,
          tabbable: Array.from(el.querySelectorAll<HTMLElement>('[role=tab]')).filter((t) => t.tabIndex === 0).length,
          visible: Array.from(el.querySelectorAll<HTMLElement>('[role=tabpanel]'))
            .filter((p) => !p.hidden)
            .map((p) => p.dataset['title']),
        }));
      await group.getByRole('tab', { name: 'npm', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await state()).toEqual({ focused: 'yarn', selected: 'yarn', tabbable: 1, visible: ['yarn'] });
      await page.keyboard.press('End');
      expect(await state()).toEqual({ focused: 'pnpm', selected: 'pnpm', tabbable: 1, visible: ['pnpm'] });
      await page.keyboard.press('ArrowRight');
      expect(await state()).toEqual({ focused: 'npm', selected: 'npm', tabbable: 1, visible: ['npm'] });
      await page.keyboard.press('ArrowLeft');
      expect(await state()).toEqual({ focused: 'pnpm', selected: 'pnpm', tabbable: 1, visible: ['pnpm'] });
      await page.keyboard.press('Home');
      expect(await state()).toEqual({ focused: 'npm', selected: 'npm', tabbable: 1, visible: ['npm'] });
      // Tab from the selected tab leaves the tab list for the panel.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    });
  });

  it('syncs the same label across groups and remembers it', async () => {
    await onPage('guide/a/', async (page) => {
      const selected = (id: string) => page.locator(`[data-sx-tabs="${id}"] [role=tab][aria-selected=true]`).textContent();
      await page.locator('[data-sx-tabs="sx-tabs-1"]').getByRole('tab', { name: 'yarn' }).click();
      expect(await selected('sx-tabs-1')).toBe('yarn');
      expect(await selected('sx-code-2')).toBe('yarn');
      expect(await page.evaluate(() => localStorage.getItem('sx-tab-choices'))).toBe('["yarn"]');
      // pnpm is not in the code group: only the first group changes.
      await page.locator('[data-sx-tabs="sx-tabs-1"]').getByRole('tab', { name: 'pnpm' }).click();
      expect(await selected('sx-code-2')).toBe('yarn');
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await selected('sx-tabs-1')).toBe('pnpm');
      expect(await selected('sx-code-2')).toBe('yarn');
    });
  });
});

describe('banner', () => {
  it('hides on dismissal and stays dismissed after reload', async () => {
    await onPage('guide/a/', async (page) => {
      const banner = page.locator('[data-sx-banner]');
      expect(await banner.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      expect(await banner.isVisible()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('sx-banner-dismissed'))).toBe(BANNER_KEY);
      await page.reload();
      await page.waitForSelector('[data-sx-enhanced]');
      expect(await banner.isVisible()).toBe(false);
      await page.goto(server.url + 'ref/b/');
      expect(await page.locator('[data-sx-banner]').isVisible()).toBe(false);
    });
  });
});

describe('copy buttons', () => {
  it('adds one to every code figure, copies the code and announces it', async () => {
    await onPage('guide/a/', async (page) => {
      await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
      expect(await page.locator('figure.sx-code').count()).toBe(4);
      expect(await page.locator('figure.sx-code > button.sx-copy[aria-label="Copy code"]').count()).toBe(4);
      const figure = page.locator('main > figure.sx-code');
      await figure.getByRole('button', { name: 'Copy code' }).click();
      const status = figure.locator('[role=status]');
      expect(await status.getAttribute('aria-live')).toBe('polite');
      await expect.poll(() => status.textContent()).toBe('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('const a = 1;\nconsole.log(a);');
      await expect.poll(() => status.textContent(), { timeout: 3000 }).toBe('');
    });
  });
});

describe('switchers', () => {
  it('keeps aria-expanded, closes on Escape (focus back on the summary) and on an outside click', async () => {
    await onPage('guide/a/', async (page) => {
      const switcher = page.locator('.sx-switcher');
      const summaryEl = switcher.locator('summary');
      const isOpen = () => switcher.evaluate((d) => (d as HTMLDetailsElement).open);
      expect(await summaryEl.getAttribute('aria-expanded')).toBe('false');
      await summaryEl.click();
      expect(await isOpen()).toBe(true);
      await expect.poll(() => summaryEl.getAttribute('aria-expanded')).toBe('true');
      await switcher.locator('a').first().focus();
      await page.keyboard.press('Escape');
      expect(await isOpen()).toBe(false);
      await expect.poll(() => summaryEl.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      await summaryEl.click();
      expect(await isOpen()).toBe(true);
      await page.locator('h1').click();
      expect(await isOpen()).toBe(false);
      await expect.poll(() => summaryEl.getAttribute('aria-expanded')).toBe('false');
    });
  });
});
