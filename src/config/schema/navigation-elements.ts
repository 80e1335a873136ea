/**
 * The navigation's element kinds, their label fields and the child arrays each may hold. One table
 * that both the zod schema and the navigation resolver read, so they cannot disagree.
 */

export type DivisionKind = 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'menu-item';

/** Child array keys: the division arrays plus `groups` and `pages`. */
export type ChildKey = 'tabs' | 'anchors' | 'dropdowns' | 'products' | 'versions' | 'languages' | 'menu' | 'groups' | 'pages';

/** Which division kind each division array holds. */
export const DIVISION_ARRAYS: Readonly<Record<Exclude<ChildKey, 'groups' | 'pages'>, DivisionKind>> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'menu-item',
};

/** The field naming each element (`{ "tab": "Guides" }`). */
export const LABEL_FIELD: Readonly<Record<DivisionKind | 'group', string>> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  'menu-item': 'item',
  group: 'group',
};

/** Readable names for messages. */
export const KIND_NAME: Readonly<Record<DivisionKind | 'root' | 'group', string>> = {
  root: 'navigation',
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  'menu-item': 'menu item',
  group: 'group',
};

/** Children allowed per element (SPEC.md rules 2, 3 and 5: menu items hold only groups, pages and links). */
export const ALLOWED_CHILDREN: Readonly<Record<DivisionKind | 'root', readonly ChildKey[]>> = {
  root: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  'menu-item': ['groups', 'pages'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
};

/** Every key that holds child elements, in any element. */
export const ALL_CHILD_KEYS: ReadonlySet<string> = new Set<ChildKey>(['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu', 'groups', 'pages']);
