/**
 * The playground writes the page's language: a site in English and French with one endpoint page each. On the
 * French page the page carries the playground's French words (`#sx-api-text`) and the dialog's headings, Send
 * button and response placeholder read French, as does a problem found before sending; the English page carries
 * no words and its playground keeps English.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startSites, type Sites } from '../helpers/built-site.js';
import { tmpSite } from '../helpers/tmp-site.js';

const OPENAPI = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1.0.0' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/things/{thingId}': {
      get: {
        summary: 'Get a thing',
        parameters: [{ name: 'thingId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': { description: 'The thing' } },
      },
    },
  },
};

let sites: Sites;
beforeAll(async () => {
  const dir = tmpSite({
    'docs.json': {
      name: 'Words',
      api: { playground: { display: 'interactive', proxy: false } },
      navigation: {
        languages: [
          { language: 'en', default: true, groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /things/{thingId}'] }] },
          { language: 'fr', groups: [{ group: 'API', openapi: 'openapi.json', pages: ['GET /things/{thingId}'] }] },
        ],
      },
    },
    'openapi.json': OPENAPI,
  });
  sites = await startSites({ words: dir });
}, 120_000);
afterEach(() => sites.closePages());
afterAll(() => sites?.close());

async function openPlayground(route: string): Promise<Page> {
  const page = await sites.open('words', route, { viewport: { width: 1280, height: 900 } });
  await page.locator('html[data-sx-playground="ready"]').waitFor({ state: 'attached' });
  await page.locator('[data-sx-try-it]').first().click();
  await page.locator('dialog.sx-playground[open]').waitFor();
  return page;
}

/** The endpoint page's route in a language (the one route under `/<lang>/` that holds the Try-it button). */
async function endpointRoute(lang: 'en' | 'fr'): Promise<string> {
  const response = await fetch(`${sites.base.words}/sextant-manifest.json`);
  const manifest = (await response.json()) as { routes: { path: string; source?: { kind?: string } | string }[] };
  const paths = manifest.routes.map((r) => r.path).filter((p) => p.includes('thing'));
  const route = paths.find((p) => (lang === 'fr' ? p.startsWith('/fr/') : !p.startsWith('/fr/')));
  if (!route) throw new Error(`no ${lang} endpoint route among ${JSON.stringify(paths)}`);
  return route;
}

it('writes the French page’s playground in French', async () => {
  const page = await openPlayground(await endpointRoute('fr'));
  expect(await page.locator('#sx-api-text').count()).toBe(1);
  const dialog = page.locator('dialog.sx-playground');
  await expect.poll(() => dialog.getByRole('button', { name: 'Envoyer', exact: true }).count()).toBe(1);
  expect(await dialog.locator('.sxp-close').getAttribute('aria-label')).toBe('Fermer le bac à sable');
  expect(await dialog.locator('#sxp-sample-title').textContent()).toBe('Exemple de requête');
  expect(await dialog.locator('#sxp-response-title').textContent()).toBe('Réponse');
  expect(await dialog.locator('legend', { hasText: 'Paramètres de chemin' }).count()).toBe(1);
  expect(await dialog.locator('.sxp-response-section [role=status]').textContent()).toBe('Envoyez la requête pour voir sa réponse ici.');
  // A required path parameter left empty: the problem is said in French, with the parameter's name as it is.
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  expect(await dialog.locator('.sxp-problems li').first().textContent()).toBe('thingId (path) est requis');
});

it('keeps English on the English page, which carries no playground words', async () => {
  const page = await openPlayground(await endpointRoute('en'));
  expect(await page.locator('#sx-api-text').count()).toBe(0);
  const dialog = page.locator('dialog.sx-playground');
  await expect.poll(() => dialog.getByRole('button', { name: 'Send', exact: true }).count()).toBe(1);
  expect(await dialog.locator('.sxp-close').getAttribute('aria-label')).toBe('Close the playground');
  expect(await dialog.locator('#sxp-sample-title').textContent()).toBe('Request sample');
  expect(await dialog.locator('#sxp-response-title').textContent()).toBe('Response');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  expect(await dialog.locator('.sxp-problems li').first().textContent()).toBe('thingId (path) is required');
});
