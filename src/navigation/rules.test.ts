import { describe, expect, it } from 'vitest';
import { check } from '../site/check.js';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { expectDiagnostic, type ExpectedDiagnostic } from '../../test/helpers/expect-diagnostic.js';

const PAGE = '---\ntitle: A page\n---\n\nText.\n';
const pages = (...keys: string[]) => Object.fromEntries(keys.map((k) => [`${k}.mdx`, PAGE]));

const SPEC = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  tags: [{ name: 'pets', 'x-group': 'Pet store' }, { name: 'users' }],
  paths: {
    '/pets': {
      get: { summary: 'List pets', tags: ['pets'], responses: {} },
      post: { summary: 'Create a pet', tags: ['pets'], responses: {} },
    },
    '/pets/{petId}': {
      get: { summary: 'Get a pet', tags: ['pets'], responses: {} },
      delete: { tags: ['pets'], 'x-excluded': true, responses: {} },
    },
    '/users': { get: { summary: 'List users', tags: ['users'], 'x-hidden': true, responses: {} } },
    '/health': { get: { summary: 'Health', responses: {} } },
  },
  webhooks: { petAdopted: { post: { summary: 'Pet adopted', responses: {} } } },
};

interface Case {
  name: string;
  files: Record<string, string | object>;
  expect: ExpectedDiagnostic;
  /** Codes that must not be reported besides it. */
  absent?: string[];
}

/** One case per navigation rule of SPEC.md: the broken input and the diagnostic it must produce. */
const CASES: Case[] = [
  {
    name: 'navigation with no primary pattern is an error (rule 1)',
    files: { 'docs.json': { navigation: { pagess: ['a'] } }, ...pages('a') },
    expect: { code: 'nav-no-primary', pointer: '/navigation', at: '{\n    "pagess"', hint: /`pages`/ },
  },
  {
    name: 'two primary patterns are an error (rule 1)',
    files: { 'docs.json': { navigation: { pages: ['a'], tabs: [{ tab: 'T', pages: ['a'] }] } }, ...pages('a') },
    expect: { code: 'nav-multiple-primary', pointer: '/navigation', message: /`tabs`, `pages`|`pages`, `tabs`/ },
  },
  {
    name: 'a tab holding groups and pages is refused, not silently dropped (rule 3)',
    files: {
      'docs.json': { navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: ['a'] }], pages: ['b'] }] } },
      ...pages('a', 'b'),
    },
    expect: { code: 'nav-mixed-children', pointer: '/navigation/tabs/0', at: '{\n        "tab": "T"', hint: /wrap the loose `pages`/ },
  },
  {
    name: 'a link-only tab cannot also hold pages (rule 3)',
    files: {
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'A', pages: ['a'] },
            { tab: 'L', href: 'https://x.dev', pages: ['b'] },
          ],
        },
      },
      ...pages('a', 'b'),
    },
    expect: { code: 'nav-mixed-children', pointer: '/navigation/tabs/1' },
  },
  {
    name: 'an anchor cannot hold anchors (rule 2)',
    files: { 'docs.json': { navigation: { anchors: [{ anchor: 'A', anchors: [{ anchor: 'B', pages: ['a'] }] }] } }, ...pages('a') },
    expect: { code: 'nav-invalid-child', pointer: '/navigation/anchors/0/anchors', at: '"anchors": [\n          {' },
  },
  {
    name: 'menu items hold only groups, pages and links (rule 5)',
    files: {
      'docs.json': { navigation: { tabs: [{ tab: 'T', menu: [{ item: 'I', tabs: [{ tab: 'X', pages: ['a'] }] }] }] } },
      ...pages('a'),
    },
    expect: { code: 'nav-menu-invalid-child', pointer: '/navigation/tabs/0/menu/0/tabs', at: '"tabs": [\n              {' },
  },
  {
    name: 'a tab needs its tab name (rule 4)',
    files: { 'docs.json': { navigation: { tabs: [{ icon: 'house', pages: ['a'] }] } }, ...pages('a') },
    expect: { code: 'nav-label-required', pointer: '/navigation/tabs/0/tab', at: '{\n        "icon"' },
  },
  {
    name: 'a group needs its group name (rule 4)',
    files: { 'docs.json': { navigation: { groups: [{ pages: ['a'] }] } }, ...pages('a') },
    expect: { code: 'nav-label-required', pointer: '/navigation/groups/0/group' },
  },
  {
    name: 'a group needs pages unless a spec fills it (rule 4)',
    files: { 'docs.json': { navigation: { groups: [{ group: 'Empty' }] } } },
    expect: { code: 'nav-group-pages-required', pointer: '/navigation/groups/0', at: '{\n        "group": "Empty"' },
  },
  {
    name: 'global anchors need an external href (rule 6)',
    files: { 'docs.json': { navigation: { global: { anchors: [{ anchor: 'Blog', href: '/blog' }] }, pages: ['a'] } }, ...pages('a') },
    expect: { code: 'nav-global-href-not-external', pointer: '/navigation/global/anchors/0/href', at: '"/blog"' },
  },
  {
    name: 'language codes come from the supported list (rule 7)',
    files: { 'docs.json': { navigation: { languages: [{ language: 'fr-FR', pages: ['a'] }] } }, ...pages('a') },
    expect: { code: 'nav-language-unknown', pointer: '/navigation/languages/0/language', at: '"fr-FR"', hint: /`fr(-CA|-ca)?`/ },
  },
  {
    name: 'two languages with the same code are an error',
    files: {
      'docs.json': {
        navigation: {
          languages: [
            { language: 'en', pages: ['a'] },
            { language: 'en', pages: ['b'] },
          ],
        },
      },
      ...pages('a', 'b'),
    },
    expect: { code: 'nav-duplicate-division', pointer: '/navigation/languages/1/language' },
  },
  {
    name: 'a listed page must exist, with the nearest file suggested (rule 8)',
    files: { 'docs.json': { navigation: { pages: ['guides/instal'] } }, ...pages('guides/install') },
    expect: { code: 'nav-page-not-found', pointer: '/navigation/pages/0', at: '"guides/instal"', hint: 'did you mean `guides/install`?' },
  },
  {
    name: 'a lower-case endpoint reference gets an upper-case suggestion',
    files: { 'docs.json': { navigation: { openapi: 'openapi.json', pages: ['get /pets'] } }, 'openapi.json': SPEC },
    expect: { code: 'nav-page-not-found', pointer: '/navigation/pages/0', hint: /"GET \/pets"/ },
  },
  {
    name: 'an endpoint reference must exist in the inherited spec (rule 8)',
    files: { 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json', pages: ['GET /pet'] }] } }, 'openapi.json': SPEC },
    expect: { code: 'nav-endpoint-not-found', pointer: '/navigation/tabs/0/pages/0', at: '"GET /pet"', hint: 'did you mean `GET /pets`?' },
  },
  {
    name: 'an endpoint reference far from any operation still gets the one with the nearest path',
    files: { 'docs.json': { navigation: { openapi: 'openapi.json', pages: ['GET /internal/admin/health'] } }, 'openapi.json': SPEC },
    expect: { code: 'nav-endpoint-not-found', pointer: '/navigation/pages/0', hint: 'did you mean `GET /health`?' },
  },
  {
    name: 'a page whose operation is not in the spec gets the operation with the nearest path, of its method among equals',
    files: {
      'docs.json': { api: { openapi: 'openapi.json' }, navigation: { pages: ['models'] } },
      'models.mdx': '---\ntitle: List models\nopenapi: "GET /models"\n---\n',
      'openapi.json': {
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: { '/gateway/models': { post: { responses: {} }, get: { responses: {} } }, '/health': { get: { responses: {} } } },
      },
    },
    expect: { code: 'nav-endpoint-not-found', file: 'models.mdx', pointer: '/openapi', hint: 'did you mean `GET /gateway/models`?' },
  },
  {
    name: 'a page whose operation is in no readable spec names the project spec that could not be read, and where',
    files: {
      'docs.json': { navigation: { pages: ['get-thing'] } },
      'get-thing.mdx': '---\nopenapi: GET /things\n---\n',
      'api/openapi.json':
        '{\n  "openapi": "3.0.3",\n  "info": { "title": "T", "version": "1" },\n  "paths": { "/things": { "get": { "responses": {} }, } }\n}\n',
    },
    expect: {
      code: 'nav-endpoint-not-found',
      file: 'get-thing.mdx',
      pointer: '/openapi',
      hint: /^api\/openapi\.json could not be read \(api\/openapi\.json:4:\d+ /,
    },
  },
  {
    name: 'a webhook reference must exist',
    files: { 'docs.json': { navigation: { openapi: 'openapi.json', pages: ['webhook petAdoptd'] } }, 'openapi.json': SPEC },
    expect: { code: 'nav-endpoint-not-found', pointer: '/navigation/pages/0', hint: /petAdopted/ },
  },
  {
    name: 'an endpoint reference with no spec anywhere is an error',
    files: { 'docs.json': { navigation: { pages: ['GET /pets'] } } },
    expect: { code: 'nav-endpoint-no-spec', pointer: '/navigation/pages/0' },
  },
  {
    name: 'an endpoint under an `openapi` that cannot be read says so, not that none is set',
    files: { 'docs.json': { navigation: { openapi: 'broken.json', pages: ['GET /pets'] } }, 'broken.json': '{ "openapi": ' },
    expect: {
      code: 'nav-endpoint-no-spec',
      pointer: '/navigation/pages/0',
      message: /could not be read/,
      hint: /where `openapi` names the spec/,
    },
  },
  {
    name: 'a tab whose only content is a spec that cannot be read is not also reported empty',
    files: {
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['index'] },
            { tab: 'API', openapi: 'broken.json' },
          ],
        },
      },
      'index.mdx': '# Home\n',
      'broken.json': '{ "openapi": ',
    },
    expect: { code: 'nav-spec-invalid', pointer: '/navigation/tabs/1/openapi' },
    absent: ['nav-empty'],
  },
  {
    name: 'an endpoint found in two project specs is ambiguous (fallback search)',
    files: {
      'docs.json': { navigation: { pages: ['GET /pets'] } },
      'a.json': SPEC,
      'b.yaml': 'openapi: 3.0.0\ninfo: { title: B, version: "1" }\npaths:\n  /pets:\n    get:\n      responses: {}\n',
    },
    expect: { code: 'nav-endpoint-ambiguous', pointer: '/navigation/pages/0', message: /a\.json and b\.yaml/ },
  },
  {
    name: 'a named spec must exist, with the nearest spec suggested',
    files: { 'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'openap.json' }] } }, 'openapi.json': SPEC },
    expect: {
      code: 'nav-spec-not-found',
      pointer: '/navigation/tabs/0/openapi',
      at: '"openap.json"',
      hint: 'did you mean `openapi.json`?',
    },
  },
  {
    name: 'an AsyncAPI file given as openapi is refused',
    files: {
      'docs.json': { navigation: { tabs: [{ tab: 'WS', openapi: 'ws.yaml' }] } },
      'ws.yaml': 'asyncapi: 3.0.0\ninfo: { title: W, version: "1" }\nchannels:\n  room: { address: /room }\n',
    },
    expect: { code: 'nav-spec-wrong-kind', pointer: '/navigation/tabs/0/openapi', hint: /`asyncapi`/ },
  },
  {
    name: 'a broken spec is reported in its own file with line and column',
    files: {
      'docs.json': { navigation: { tabs: [{ tab: 'API', openapi: 'api.yaml' }] } },
      'api.yaml': 'openapi: 3.0.0\ninfo:\n  title: [unclosed\n',
    },
    expect: { code: 'yaml-syntax', file: 'api.yaml', pointer: '' },
  },
  {
    name: 'an x-excluded operation listed by hand gets no page',
    files: { 'docs.json': { navigation: { openapi: 'openapi.json', pages: ['DELETE /pets/{petId}'] } }, 'openapi.json': SPEC },
    expect: { code: 'nav-endpoint-excluded', severity: 'warning', pointer: '/navigation/pages/0' },
  },
  {
    name: 'two files with the same URL collide',
    files: { 'docs.json': { navigation: { pages: ['guides'] } }, 'guides.mdx': PAGE, 'guides/index.mdx': PAGE },
    expect: { code: 'route-collision', file: 'guides/index.mdx' },
  },
  {
    name: 'a page listed twice warns and keeps its first place',
    files: {
      'docs.json': {
        navigation: {
          groups: [
            { group: 'A', pages: ['a'] },
            { group: 'B', pages: ['a'] },
          ],
        },
      },
      ...pages('a'),
    },
    expect: { code: 'nav-duplicate-page', severity: 'warning', pointer: '/navigation/groups/1/pages/0' },
  },
  {
    name: '`expanded` on a top-level group warns: top-level groups are always open',
    files: { 'docs.json': { navigation: { groups: [{ group: 'A', expanded: false, pages: ['a'] }] } }, ...pages('a') },
    expect: { code: 'nav-expanded-top-level', severity: 'warning', pointer: '/navigation/groups/0/expanded', at: '"expanded"' },
  },
  {
    name: 'two default versions warn',
    files: {
      'docs.json': {
        navigation: {
          versions: [
            { version: 'v1', default: true, pages: ['a'] },
            { version: 'v2', default: true, pages: ['b'] },
          ],
        },
      },
      ...pages('a', 'b'),
    },
    expect: { code: 'nav-multiple-defaults', severity: 'warning', pointer: '/navigation/versions/1/default' },
  },
  {
    name: 'an element with nothing in it warns',
    files: { 'docs.json': { navigation: { tabs: [{ tab: 'A', pages: ['a'] }, { tab: 'Empty' }] } }, ...pages('a') },
    expect: { code: 'nav-empty', severity: 'warning', pointer: '/navigation/tabs/1' },
  },
  {
    name: "a tab's graphql is reported at the key as not generated, the tab keeping its other pages",
    files: {
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['a'] },
            { tab: 'API', graphql: 'schema.graphql', pages: ['b'] },
          ],
        },
      },
      ...pages('a', 'b'),
      'schema.graphql': 'type Query { a: Int }\n',
    },
    expect: {
      code: 'nav-graphql-unsupported',
      severity: 'warning',
      pointer: '/navigation/tabs/1/graphql',
      at: '"graphql"',
      message: /^GraphQL reference pages are not generated yet; the tab shows its other pages$/,
      hint: /`pages` or `groups`/,
    },
    absent: ['nav-empty', 'config-unknown-key'],
  },
  {
    name: 'a tab holding only graphql is not also reported empty',
    files: {
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['a'] },
            { tab: 'GraphQL API', graphql: 'schema.graphql' },
          ],
        },
      },
      ...pages('a'),
      'schema.graphql': 'type Query { a: Int }\n',
    },
    expect: {
      code: 'nav-graphql-unsupported',
      severity: 'warning',
      pointer: '/navigation/tabs/1/graphql',
      message: /this tab has no other pages, so it is left out of the tab bar/,
    },
    absent: ['nav-empty'],
  },
  {
    name: 'a division whose child array is empty warns',
    files: {
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'A', pages: ['a'] },
            { tab: 'B', pages: [] },
          ],
        },
      },
      ...pages('a'),
    },
    expect: { code: 'nav-empty', severity: 'warning', pointer: '/navigation/tabs/1/pages' },
  },
  {
    name: 'page.md beside page.mdx is a collision, not silently dropped',
    files: { 'docs.json': { navigation: { pages: ['a'] } }, 'a.mdx': PAGE, 'a.md': PAGE },
    expect: { code: 'route-collision', file: 'a.md', message: /a\.mdx is used/ },
  },
  {
    name: 'an empty group warns',
    files: {
      'docs.json': {
        navigation: {
          groups: [
            { group: 'A', pages: ['a'] },
            { group: 'B', pages: [] },
          ],
        },
      },
      ...pages('a'),
    },
    expect: { code: 'nav-empty-group', severity: 'warning', pointer: '/navigation/groups/1/pages' },
  },
];

describe('navigation rules', () => {
  it.each(CASES)('$name', ({ files, expect: want, absent }) => {
    const root = tmpSite(files);
    const { diagnostics } = check(root);
    expectDiagnostic(root, diagnostics, want);
    for (const code of absent ?? []) expect(diagnostics.map((d) => d.code)).not.toContain(code);
  });

  it('leaves a tab whose only content is graphql out of the tab bar, and keeps the pages of one with more', () => {
    const root = tmpSite({
      'docs.json': {
        navigation: {
          tabs: [
            { tab: 'Guide', pages: ['a'] },
            { tab: 'GraphQL API', graphql: 'schema.graphql' },
            { tab: 'Both', graphql: 'schema.graphql', pages: ['b'] },
          ],
        },
      },
      ...pages('a', 'b'),
    });
    const tabs = check(root).model!.root.children;
    expect(tabs.map((t) => [t.label, t.hidden === true, t.firstRoute])).toEqual([
      ['Guide', false, '/a'],
      ['GraphQL API', true, undefined],
      ['Both', false, '/b'],
    ]);
  });

  it('accepts a site that uses every element correctly, with no diagnostics', () => {
    const root = tmpSite({
      'docs.json': {
        navigation: {
          global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }] },
          languages: [
            {
              language: 'en',
              versions: [
                {
                  version: 'v2',
                  tabs: [
                    { tab: 'Guides', groups: [{ group: 'Start', pages: ['en/a', { group: 'More', expanded: true, pages: ['en/b'] }] }] },
                    { tab: 'API', openapi: 'openapi.json' },
                    {
                      tab: 'Menu',
                      menu: [
                        { item: 'One', pages: ['en/c'] },
                        { item: 'Site', href: 'https://example.com' },
                      ],
                    },
                    { tab: 'GitHub', href: 'https://github.com' },
                  ],
                },
              ],
            },
            {
              language: 'fr',
              anchors: [
                { anchor: 'Docs', groups: [{ group: 'Début', pages: ['fr/a'] }] },
                { anchor: 'Site', href: 'https://example.com' },
              ],
            },
          ],
        },
      },
      'openapi.json': SPEC,
      ...pages('en/a', 'en/b', 'en/c', 'fr/a'),
    });
    expect(check(root).diagnostics).toEqual([]);
  });
});
