/**
 * The event an island's code (islands/mount.ts) fires on its root when the component draws content after
 * the page loaded (children drawn when it opens, a component drawn in the browser only): the runtime wires
 * the built-in components in it (tabs, copy buttons …), which it set up for the page once, at load.
 */
export const CONTENT_EVENT = 'sx-content';
