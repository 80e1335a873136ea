import { describe, expect, it } from 'vitest';
import type { SiteModel } from '../model/site-model.js';
import { pageVisibility, type MetaVisibility, type RouteVisibility } from './visibility.js';

const listed: RouteVisibility = { hidden: false };
const hiddenGroup: RouteVisibility = { hidden: true };
const unlisted: RouteVisibility = { hidden: true, unlisted: true };
const site = (indexing?: 'navigable' | 'all') => ({ settings: indexing ? { seo: { indexing } } : {} }) as Pick<SiteModel, 'settings'>;

// Columns: sidebar, site search, sitemap, llms.txt, noindex meta ("search engines: excl (noindex tag)").
type Row = [string, RouteVisibility, MetaVisibility, 'navigable' | 'all' | undefined, [boolean, boolean, boolean, boolean, boolean]];

/** The reference's visibility matrix (mintlify-components-frontmatter.md §10), row by row, then the cases it implies. */
const MATRIX: Row[] = [
  ['a page in the navigation', listed, {}, undefined, [true, true, true, true, false]],
  // §10 rows
  ['hidden: true', listed, { hidden: true }, undefined, [false, false, false, false, true]],
  ['not in docs.json navigation', unlisted, {}, undefined, [false, false, false, false, false]],
  ['noindex: true', listed, { noindex: true }, undefined, [true, false, false, false, true]],
  ['searchable: false', listed, { searchable: false }, undefined, [true, false, true, true, false]],
  ['searchable: true on a hidden tab or group', { hidden: true, searchable: true }, {}, undefined, [false, true, true, true, false]],
  ['seo.indexing "all": hidden: true', listed, { hidden: true }, 'all', [false, true, true, true, false]],
  ['seo.indexing "all": not in the navigation', unlisted, {}, 'all', [false, true, true, true, false]],
  ['seo.indexing "all": a hidden group', hiddenGroup, {}, 'all', [false, true, true, true, false]],
  // What the rows imply together
  ['a hidden tab or group (not searchable)', hiddenGroup, {}, undefined, [false, false, false, false, true]],
  ['seo.indexing "navigable" is the default', hiddenGroup, {}, 'navigable', [false, false, false, false, true]],
  ['a visible group with searchable: false', { hidden: false, searchable: false }, {}, undefined, [true, false, true, true, false]],
  ['a hidden group with searchable: false', { hidden: true, searchable: false }, {}, 'all', [false, false, true, true, false]],
  ['noindex wins over seo.indexing "all"', hiddenGroup, { noindex: true }, 'all', [false, false, false, false, true]],
  // Frontmatter `url`: the page is its navigation entry, a link elsewhere, and nothing more.
  ['url: a link to another address', listed, { url: 'https://x.example' }, 'all', [true, false, false, false, true]],
  [
    'noindex wins over a searchable hidden group',
    { hidden: true, searchable: true },
    { noindex: true },
    undefined,
    [false, false, false, false, true],
  ],
  [
    'a searchable group does not lift the page’s own hidden',
    { hidden: true, searchable: true },
    { hidden: true },
    undefined,
    [false, false, false, false, true],
  ],
  ['hidden: true on an unlisted page asks for noindex', unlisted, { hidden: true }, undefined, [false, false, false, false, true]],
  ['searchable: false with seo.indexing "all"', listed, { hidden: true, searchable: false }, 'all', [false, false, true, true, false]],
];

describe('pageVisibility', () => {
  it.each(MATRIX)('%s', (_, route, meta, indexing, [navigation, search, sitemap, llms, noindex]) => {
    expect(pageVisibility(route, meta, site(indexing))).toEqual({ navigation, search, sitemap, llms, noindex });
  });
});
