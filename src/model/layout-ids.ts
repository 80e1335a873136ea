/**
 * The ids the page layout gives its parts (the reference product's, documented for custom CSS and
 * scripts: docs/en/v1/guides/custom-css-js.mdx). Headings never take them: a heading written
 * `## Footer` gets the id `footer-2`, so every id stays unique on the page.
 */
export const LAYOUT_IDS = [
  'banner',
  'navbar',
  'navbar-transition',
  'topbar-cta-button',
  'search-bar-entry',
  'search-input',
  'body-content',
  'sidebar',
  'sidebar-content',
  'navigation-items',
  'content-area',
  'header',
  'page-title',
  'page-context-menu',
  'page-context-menu-button',
  'content',
  'pagination',
  'table-of-contents',
  'table-of-contents-content',
  'changelog-filters',
  'panel',
  'footer',
] as const;
