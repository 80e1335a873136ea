/**
 * The words Sextant draws inside a page's content and API reference, in the page's language: on a site in
 * English and French sharing one OpenAPI spec, the French endpoint page heads its sections and labels its
 * fields in French (its table of contents too, and the schema fragments it loads), the English one keeps
 * its English, and a French page's callout is announced in French.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

let out: string;
let result: BuildResult;

const Address = {
  type: 'object',
  properties: { city: { type: 'string' }, lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } } },
};
const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Shop', version: '1' },
  paths: {
    '/orders': {
      post: {
        summary: 'Create an order',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', default: 10 } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string' }, customer: { $ref: '#/components/schemas/Customer' } },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
  components: {
    schemas: {
      Customer: { type: 'object', properties: { address: { $ref: '#/components/schemas/Address' } } },
      Address,
      Line: { type: 'object', properties: { text: { type: 'string' } } },
    },
  },
};

beforeAll(async () => {
  const root = tmpSite({
    'docs.json': {
      name: 'Shop',
      navigation: {
        languages: [
          { language: 'en', openapi: 'openapi.json', groups: [{ group: 'API', pages: ['en/index', 'POST /orders'] }] },
          { language: 'fr', openapi: 'openapi.json', groups: [{ group: 'API', pages: ['fr/index', 'fr/notes', 'POST /orders'] }] },
        ],
      },
    },
    'openapi.json': SPEC,
    'en/index.mdx': '---\ntitle: Home\n---\n\n<Note>Text.</Note>\n',
    'fr/index.mdx': '---\ntitle: Accueil\n---\n\n<Note>Texte.</Note>\n\n<Accordion>Texte.</Accordion>\n',
    'fr/notes.mdx': [
      '---',
      'title: Notes',
      'api: POST https://api.example.com/notes',
      'authMethod: none',
      '---',
      '',
      '<ParamField query="q" type="string" default="x" required>Q.</ParamField>',
      '',
      '<ParamField body="text" type="string">T.</ParamField>',
      '',
    ].join('\n'),
  });
  out = path.join(root, 'dist');
  result = await build(root, { outDir: out });
}, 120_000);

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
const fragments = (suffix: RegExp) =>
  fs
    .readdirSync(path.join(out, '_sextant/api'), { recursive: true, encoding: 'utf8' })
    .filter((f) => suffix.test(f))
    .map((f) => read(path.join('_sextant/api', f)));

/** The page's article: its content and reference, not the layout (whose words localized-chrome.test.ts checks). */
const article = (file: string) => {
  const html = read(file);
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
};

describe('a site in English and French sharing one OpenAPI spec', () => {
  it('builds without warnings', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it("heads the French endpoint page's sections and labels its fields in French", () => {
    const html = article('fr/api-reference/create-an-order/index.html');
    expect(html).toContain('<h2 id="query-parameters">Paramètres de requête</h2>');
    expect(html).toContain('<h2 id="body">Corps<span class="sx-pill sx-pill-required">obligatoire</span></h2>');
    expect(html).toContain('<h2 id="response">Réponses</h2>');
    expect(html).toContain('Par défaut: <code>10</code>');
    expect(html).toContain('<summary>Afficher les attributs de customer</summary>');
    expect(html).toContain('aria-label="Exemples"');
    for (const english of ['Query parameters', '>Body<', '>Responses<', '>required<', 'Default:', 'Show ', 'aria-label="Examples"'])
      expect(html, english).not.toContain(english);
  });

  it('gives its table of contents the same headings', () => {
    const html = read('fr/api-reference/create-an-order/index.html');
    expect(html).toMatch(/<a[^>]* href="#query-parameters"[^>]*>Paramètres de requête<\/a>/);
    expect(html).toMatch(/<a[^>]* href="#response"[^>]*>Réponses<\/a>/);
  });

  it('loads schema fragments drawn in French on the French page, and the English ones on the English page', () => {
    const fr = read('fr/api-reference/create-an-order/index.html');
    const en = read('api-reference/create-an-order/index.html');
    expect(fr).toMatch(/data-sx-schema="\/_sextant\/api\/[0-9a-f]+\/[0-9a-f]+-q\.fr\.html"/);
    expect(fr).not.toMatch(/-q\.html"/);
    expect(en).toMatch(/data-sx-schema="\/_sextant\/api\/[0-9a-f]+\/[0-9a-f]+-q\.html"/);
    expect(en).not.toContain('.fr.html');
    const french = fragments(/-q\.fr\.html$/);
    expect(french.length).toBeGreaterThan(0);
    expect(french.join('')).toContain('Afficher les attributs de');
    expect(french.join('')).not.toContain('Show ');
    expect(fragments(/-q\.html$/).join('')).toContain('<summary>Show address attributes</summary>');
  });

  it("keeps the English endpoint page's English", () => {
    const html = article('api-reference/create-an-order/index.html');
    expect(html).toContain('<h2 id="query-parameters">Query parameters</h2>');
    expect(html).toContain('<h2 id="body">Body<span class="sx-pill sx-pill-required">required</span></h2>');
    expect(html).toContain('<h2 id="response">Responses</h2>');
    expect(html).toContain('Default: <code>10</code>');
    expect(html).not.toContain('Paramètres');
  });

  it("heads a hand-written French API page's fields, and labels them, in French", () => {
    const html = article('fr/notes/index.html');
    expect(html).toMatch(/<h2 id="query-parameters"[^>]*>Paramètres de requête/);
    expect(html).toMatch(/<h2 id="body"[^>]*>Corps/);
    expect(html).toContain('>obligatoire</span>');
    expect(html).toContain('par défaut: <code>x</code>');
    expect(html).not.toContain('Query parameters');
  });

  it("announces a French page's callout, and titles its untitled accordion, in French", () => {
    const fr = article('fr/index.html');
    expect(fr).toContain('role="note" aria-label="Remarque"');
    expect(fr).toContain('<span class="sx-accordion-title">Détails</span>');
    expect(article('en/index.html')).toContain('role="note" aria-label="Note"');
  });
});
