/** Where a site's island code is served (see output/outputs/islands.ts): `<id>.js` per island module, and shared chunks. */
export const ISLANDS_DIR = '/_sextant/islands/';

/** The entry of an island module's code. */
export const islandEntry = (id: string): string => `${ISLANDS_DIR}${id}.js`;

/**
 * The inline module script of pages that draw islands: each `<sx-island>` loads its module's entry
 * (a page with one island loads that island's code and the chunks it shares) and hydrates.
 */
export const ISLANDS_LOADER = `for(const e of document.querySelectorAll("sx-island[data-island]"))import("${ISLANDS_DIR}"+e.dataset.island+".js").then(m=>m.mount(e),r=>console.error(r))`;
