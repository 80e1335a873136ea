/**
 * The contextual menu (docs.json `contextual`) on a built site in Chromium: the split button copies
 * the page's Markdown twin, the menu opens and moves from the keyboard, and its links carry the
 * twin's absolute URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, startSites, type Sites } from '../helpers/built-site.js';
import { formatViolations, runAxe } from '../helpers/axe.js';
import { tmpSite } from '../helpers/tmp-site.js';

let sites: Sites;
const EXPECTED = path.resolve(import.meta.dirname, '../fixtures/twins-expected');

beforeAll(async () => {
  const french = tmpSite({
    'docs.json': {
      name: 'Français',
      contextual: { options: ['copy', 'view', 'chatgpt', 'mcp'] },
      navigation: { languages: [{ language: 'fr', pages: ['fr/index'] }] },
    },
    'fr/index.mdx': '---\ntitle: Accueil\n---\n\nBonjour.\n',
  });
  sites = await startSites({ twins: fixture('twins'), plain: fixture('pages-root'), french });
});
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

describe('contextual menu', () => {
  it('copies the page as Markdown from its main button', async () => {
    const page = await sites.open('twins', '/components', { permissions: ['clipboard-read', 'clipboard-write'] });
    const main = page.locator('.sx-page-header .sx-contextual-main');
    expect(await main.textContent()).toBe('Copy page');
    await main.click();
    await page.locator('.sx-contextual-main[data-sx-copied]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fs.readFileSync(path.join(EXPECTED, 'components.md'), 'utf8'));
    expect(await page.locator('.sx-contextual [role="status"]').textContent()).toBe('Copied');
  });

  it('opens from the keyboard, moves with the arrows and closes with Escape', async () => {
    const page = await sites.open('twins', '/components');
    const toggle = page.getByRole('button', { name: 'More actions for this page' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu').count()).toBe(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const items = page.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([
      'Copy page Copy the page as Markdown for LLMs',
      'View as Markdown View the page as plain text',
      'Open in ChatGPT Ask questions about this page',
      'Open in Claude Ask questions about this page',
      'Open in Perplexity Ask questions about this page',
      "Copy MCP server URL Connect this site's MCP server to your tools",
    ]);
    const focused = () => page.evaluate(() => document.activeElement?.querySelector('.sx-contextual-title')?.textContent);
    expect(await focused()).toBe('Copy page');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('View as Markdown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Copy MCP server URL');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('Copy page');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More actions for this page');
  });

  it('links to the Markdown twin and opens assistants with a prompt carrying its absolute URL', async () => {
    const page = await sites.open('twins', '/api-reference/update-a-pet');
    const base = sites.base['twins']!;
    const twin = `${base}/api-reference/update-a-pet.md`;
    const href = (name: string) => page.getByRole('menuitem', { name, includeHidden: true }).getAttribute('href');
    expect(await href('View as Markdown')).toBe(twin);
    const prompt = encodeURIComponent(`Read ${twin} so I can ask questions about it.`);
    expect(await href('Open in ChatGPT')).toBe(`https://chatgpt.com/?hints=search&prompt=${prompt}`);
    expect(await href('Open in Claude')).toBe(`https://claude.ai/new?q=${prompt}`);
    expect(await href('Open in Perplexity')).toBe(`https://www.perplexity.ai/search?q=${prompt}`);
    expect(await page.getByRole('menuitem', { name: 'Open in Claude', includeHidden: true }).getAttribute('target')).toBe('_blank');
    // The view link's target is the page's Markdown.
    const response = await page.request.get(twin);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(fs.readFileSync(path.join(EXPECTED, 'update-a-pet.md'), 'utf8'));
  });

  it('copies the MCP server URL', async () => {
    const page = await sites.open('twins', '/', { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.getByRole('button', { name: 'More actions for this page' }).click();
    await page.getByRole('menuitem', { name: /Copy MCP server URL/ }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${sites.base['twins']}/mcp`);
  });

  it('passes axe with the menu open, in both colour schemes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await sites.open('twins', '/components', { colorScheme });
      await page.getByRole('button', { name: 'More actions for this page' }).click();
      const violations = await runAxe(page, { context: '.sx-contextual' });
      expect(violations, formatViolations(violations)).toEqual([]);
    }
  });

  it('is absent when docs.json has no contextual', async () => {
    const page = await sites.open('plain', '/');
    expect(await page.locator('.sx-contextual').count()).toBe(0);
  });

  it('speaks the page’s language: a French page’s menu and its status are in French', async () => {
    const page = await sites.open('french', '/fr', { permissions: ['clipboard-read', 'clipboard-write'] });
    const main = page.locator('.sx-page-header .sx-contextual-main');
    expect(await main.textContent()).toBe('Copier la page');
    await page.getByRole('button', { name: 'Plus d’actions pour cette page' }).click();
    const menu = page.getByRole('menu', { name: 'Actions de la page' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Copier la page Copier la page en Markdown pour les LLM',
      'Voir en Markdown Voir la page en texte brut',
      'Ouvrir dans ChatGPT Poser des questions sur cette page',
      'Copier l’URL du serveur MCP Connecter le serveur MCP de ce site à vos outils',
    ]);
    await page.keyboard.press('Escape');
    await main.click();
    await expect.poll(() => page.locator('.sx-contextual [role="status"]').textContent()).toBe('Copié');
  });
});
