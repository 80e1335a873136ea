/**
 * The words components draw inside a page's content and API reference, in the page's language: a French
 * page's callouts, field pills and endpoint headings are French; without the page's words they stay English.
 */
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { escapeHtml } from '../common/escape-html.js';
import { readEndpoint } from '../openapi/endpoint/operation.js';
import { SpecView } from '../openapi/endpoint/schema.js';
import { loadOpenApi } from '../specs/openapi/openapi-document.js';
import { EndpointView, endpointToc } from './api/endpoint-view.js';
import type { TreeContext } from './api/schema-tree.js';
import { Note, Warning } from './components/callouts.js';
import { RenderStateContext, wordsState } from './components/render-state.js';
import { uiStrings } from './ui-strings.js';

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/orders/{id}': {
      post: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'limit', in: 'query', schema: { type: 'integer', default: 10 } },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', properties: { note: { type: 'string', readOnly: true } } } } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

const view = (() => {
  const loaded = loadOpenApi(tmpSite({ 'spec.json': SPEC }), 'spec.json');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return new SpecView(loaded.doc);
})();
const endpoint = readEndpoint(view, 'operation', 'POST', '/orders/{id}') ?? expect.unreachable();
const tree = (mode: 'request' | 'response' | 'model'): TreeContext => ({
  view,
  markdown: (t) => `<p>${escapeHtml(t)}</p>`,
  mode,
  expanded: false,
});

/** Rendered as a page in `lang` draws it; without a language, as a component rendered on its own. */
function draw(node: ComponentChildren, lang?: string): string {
  return lang
    ? renderToString(<RenderStateContext.Provider value={wordsState(uiStrings(lang))}>{node}</RenderStateContext.Provider>)
    : renderToString(<>{node}</>);
}

const reference = <EndpointView endpoint={endpoint} tree={tree} markdown={(t) => t} samples={[]} responses={[]} />;

describe("a page's words in content components", () => {
  it("names a callout by its kind in the page's language", () => {
    expect(draw(<Note>Texte.</Note>, 'fr')).toContain('aria-label="Remarque"');
    expect(draw(<Warning>Text.</Warning>, 'de')).toContain('aria-label="Warnung"');
    expect(draw(<Note>Text.</Note>)).toContain('aria-label="Note"');
  });
});

describe("a page's words on an API reference", () => {
  it('heads an endpoint’s sections, and labels its fields, in French on a French page', () => {
    const html = draw(reference, 'fr');
    expect(html).toContain('<h2 id="path-parameters">Paramètres de chemin</h2>');
    expect(html).toContain('<h2 id="query-parameters">Paramètres de requête</h2>');
    expect(html).toContain('<h2 id="body">Corps<span class="sx-pill sx-pill-required">obligatoire</span></h2>');
    expect(html).toContain('<h2 id="response">Réponses</h2>');
    expect(html).toContain('>obligatoire</span>');
    expect(html).toContain('Par défaut: <code>10</code>');
    for (const english of ['Path parameters', 'Query parameters', '>Body<', '>Responses<', '>required<', 'Default:'])
      expect(html, english).not.toContain(english);
  });

  it('keeps English without the page’s words, and in the table of contents of an English page', () => {
    const html = draw(reference);
    expect(html).toContain('<h2 id="query-parameters">Query parameters</h2>');
    expect(html).toContain('<h2 id="body">Body<span class="sx-pill sx-pill-required">required</span></h2>');
    expect(endpointToc(endpoint).map((t) => t.text)).toEqual(['Path parameters', 'Query parameters', 'Body', 'Responses']);
  });

  it('gives the table of contents the page’s words', () => {
    expect(endpointToc(endpoint, uiStrings('ja').api).map((t) => t.text)).toEqual([
      'パスパラメータ',
      'クエリパラメータ',
      'ボディ',
      'レスポンス',
    ]);
  });
});
