/** Tailwind utility classes written in pages get their CSS, with `dark:` following the site's dark mode. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { buildToTemp, startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const SVG = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="${fill}"/></svg>`;
let sites: Sites;
let docs: string;

beforeAll(async () => {
  docs = tmpSite({
    'docs.json': {
      name: 'Utilities',
      colors: { primary: '#0d9373', light: '#07c983', dark: '#0a5c48' },
      background: { color: { light: '#fafaf7', dark: '#121b22' } },
      navigation: { pages: ['index', 'plain', 'html', 'theme', 'controls', 'prose'] },
    },
    'index.mdx':
      '---\ntitle: Home\n---\n\n<img className="block dark:hidden" src="/light.svg" alt="Light screenshot" />\n<img className="hidden dark:block" src="/dark.svg" alt="Dark screenshot" />\n\n<div className="mt-8 rounded-xl">Boxed</div>\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nNo classes here.\n',
    // Mintlify's theme colours, as repositories' own components use them.
    'theme.mdx': [
      '---\ntitle: Theme\n---\n',
      '<div className="bg-primary-dark text-white">Button</div>',
      '<span className="text-primary dark:text-primary-light">Accent</span>',
      '<div className="bg-primary/10">Tinted</div>',
      '<div className="bg-background-dark dark:bg-background-light">Inverted</div>',
      '',
    ].join('\n'),
    // An author's button and field, as hoppscotch's home page draws its call to action.
    'controls.mdx': [
      '---\ntitle: Controls\n---\n',
      '<a href="/plain"><button className="flex bg-primary-dark text-white px-4 py-2 rounded-md">Get started</button></a>',
      '',
      '<input placeholder="Plain field" />',
      '',
      '<Tabs>\n  <Tab title="First">One</Tab>\n  <Tab title="Second">Two</Tab>\n</Tabs>',
      '',
    ].join('\n'),
    // The content's own styles step aside for utilities and inside `not-prose`, as Tailwind's typography does.
    'prose.mdx': [
      '---\ntitle: Prose\n---\n',
      '## Styled heading',
      '',
      '| Styled |\n| --- |\n| cell |',
      '',
      '<div className="not-prose">',
      '  <h2>Plain heading</h2>',
      '  <table><tbody><tr><td>plain cell</td></tr></tbody></table>',
      '  <code>plain code</code>',
      '</div>',
      '',
      '<h2 className="mt-0 text-3xl">Tight heading</h2>',
      '',
    ].join('\n'),
    'html.md': '---\ntitle: HTML\n---\n\n<p class="text-3xl font-bold">Big</p>\n',
    'light.svg': SVG('#eee'),
    'dark.svg': SVG('#222'),
  });
  sites = await startSites({ site: docs });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

it('builds one stylesheet of the utilities the pages use, linked only from pages that use them', async () => {
  const out = await buildToTemp(docs);
  try {
    const css = fs.readFileSync(path.join(out, '_sextant/utilities.css'), 'utf8');
    for (const rule of [
      '.block',
      '.hidden',
      '.dark\\:hidden:where(.dark, .dark *)',
      '.dark\\:block:where(.dark, .dark *)',
      '.mt-8',
      '.rounded-xl',
      '.text-3xl',
      '.font-bold',
    ])
      expect(css).toContain(rule);
    // No preflight reset: the site keeps its own base styles.
    expect(css).not.toMatch(/^\s*\*,\s*::after,\s*::before/m);
    const link = '<link rel="stylesheet" href="/_sextant/utilities.css"/>';
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(link);
    expect(fs.readFileSync(path.join(out, 'html/index.html'), 'utf8')).toContain(link);
    expect(fs.readFileSync(path.join(out, 'plain/index.html'), 'utf8')).not.toContain('utilities.css');
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
});

for (const scheme of ['light', 'dark'] as const) {
  it(`in ${scheme} mode only the ${scheme} screenshot shows`, async () => {
    const page = await sites.open('site', '/', { colorScheme: scheme });
    expect(await page.getByAltText('Light screenshot').isVisible()).toBe(scheme === 'light');
    expect(await page.getByAltText('Dark screenshot').isVisible()).toBe(scheme === 'dark');
    expect(await page.getByText('Boxed').evaluate((e) => getComputedStyle(e).marginTop)).toBe('32px');
  });
}

for (const scheme of ['light', 'dark'] as const) {
  it(`Mintlify's theme colours (primary, primary-light, primary-dark, background-light/-dark) follow docs.json, in ${scheme} mode`, async () => {
    const page = await sites.open('site', '/theme', { colorScheme: scheme });
    const style = (text: string, prop: 'color' | 'backgroundColor') =>
      page.getByText(text, { exact: true }).evaluate((e, p) => getComputedStyle(e)[p], prop);
    expect(await style('Button', 'backgroundColor')).toBe('rgb(10, 92, 72)');
    expect(await style('Accent', 'color')).toBe(scheme === 'light' ? 'rgb(13, 147, 115)' : 'rgb(7, 201, 131)');
    expect(await style('Tinted', 'backgroundColor')).toMatch(/^(oklab|color-mix|rgba)\(/);
    expect(await style('Tinted', 'backgroundColor')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style('Inverted', 'backgroundColor')).toBe(scheme === 'light' ? 'rgb(18, 27, 34)' : 'rgb(250, 250, 247)');
    // The page itself keeps docs.json's colour for the mode.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      scheme === 'light' ? 'rgb(250, 250, 247)' : 'rgb(18, 27, 34)',
    );
  });
}

it("authors' buttons and fields start from Tailwind's reset, as on Mintlify; Sextant's own controls keep their look", async () => {
  const page = await sites.open('site', '/controls');
  const css = (locator: ReturnType<typeof page.getByText>) =>
    locator.evaluate((e) => {
      const s = getComputedStyle(e);
      const body = getComputedStyle(document.body);
      return {
        border: s.borderTopWidth,
        radius: s.borderTopLeftRadius,
        padding: `${s.paddingTop} ${s.paddingLeft}`,
        bodyFont: s.fontFamily === body.fontFamily && s.fontSize === body.fontSize,
        background: s.backgroundColor,
        color: s.color,
      };
    });
  // Only its classes draw the button: no browser border, the page's font, its own padding and corners.
  expect(await css(page.getByRole('button', { name: 'Get started' }))).toEqual({
    border: '0px',
    radius: '6px',
    padding: '8px 16px',
    bodyFont: true,
    background: 'rgb(10, 92, 72)',
    color: 'rgb(255, 255, 255)',
  });
  // The link around it does not underline its label.
  expect(await page.getByRole('link', { name: 'Get started' }).evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('none');
  const field = await css(page.getByPlaceholder('Plain field'));
  expect(field).toMatchObject({ border: '0px', padding: '0px 0px', bodyFont: true, background: 'rgba(0, 0, 0, 0)' });
  // A tab keeps the padding and the underline its own class gives it.
  const tab = await page.getByRole('tab', { name: 'First' }).evaluate((e) => {
    const s = getComputedStyle(e);
    return { padding: s.paddingTop, underline: s.borderBottomWidth };
  });
  expect(tab.padding).not.toBe('0px');
  expect(tab.underline).not.toBe('0px');
});

it("the content's element styles give way to authors' utility classes and stay out of `not-prose`", async () => {
  const page = await sites.open('site', '/prose');
  const css = (text: string, props: string[]) =>
    page
      .locator('.sx-content')
      .getByText(text, { exact: true })
      .evaluate((e, ps) => Object.fromEntries(ps.map((p) => [p, getComputedStyle(e).getPropertyValue(p)])), props);
  // The site's heading and table styles…
  expect(await css('Styled heading', ['margin-top', 'font-size'])).toEqual({ 'margin-top': '48px', 'font-size': '24px' });
  expect(await css('cell', ['border-top-width', 'padding-left'])).toEqual({ 'border-top-width': '1px', 'padding-left': '10px' });
  // …not inside `not-prose` (the browser's own h2 margin, no cell border, no code chip)…
  expect(await css('Plain heading', ['margin-top'])).not.toEqual({ 'margin-top': '48px' });
  expect(await css('plain cell', ['border-top-width', 'padding-left'])).toEqual({ 'border-top-width': '0px', 'padding-left': '1px' });
  expect(await css('plain code', ['border-top-width', 'background-color'])).toEqual({
    'border-top-width': '0px',
    'background-color': 'rgba(0, 0, 0, 0)',
  });
  // …and a heading's utility classes win over them.
  expect(await css('Tight heading', ['margin-top', 'font-size'])).toEqual({ 'margin-top': '0px', 'font-size': '30px' });
});

it('the theme toggle switches the screenshots too (dark: follows the site, not only the system)', async () => {
  const page = await sites.open('site', '/', { colorScheme: 'light' });
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect.poll(() => page.getByAltText('Dark screenshot').isVisible()).toBe(true);
  expect(await page.getByAltText('Light screenshot').isVisible()).toBe(false);
});
