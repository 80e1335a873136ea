/**
 * Errors that only say a component reads the browser while it renders (`window.location.hostname`,
 * `localStorage.getItem(…)`): Mintlify draws custom components in the browser only, so its authors write
 * them that way. Such a component is drawn in the browser instead, and is no mistake to warn about.
 */
import type { LocatedError } from './server-module.js';

/** Globals a browser has and the server does not. */
const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'history',
  'screen',
  'self',
  'matchMedia',
  'getComputedStyle',
  'getSelection',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'innerWidth',
  'innerHeight',
  'outerWidth',
  'outerHeight',
  'scrollX',
  'scrollY',
  'pageXOffset',
  'pageYOffset',
  'devicePixelRatio',
  'visualViewport',
  'customElements',
  'indexedDB',
  'alert',
  'HTMLElement',
  'Element',
  'Node',
  'Image',
];
const GLOBAL = new Set(BROWSER_GLOBALS);

/** A browser global read as one (`document.title`, `globalThis.window.x`), not a property of the same name (`props.location`). */
const READ = new RegExp(`(?:^|[^.\\w$]|\\b(?:globalThis|window|self)\\.)(?:${BROWSER_GLOBALS.join('|')})\\b`);

/**
 * Whether an error thrown while rendering on the server says the component needs the browser: a browser
 * global that is not defined here, or a TypeError on a line of the author's that reads one (a stand-in the
 * server has, such as Node's `navigator`, lacking what the code reads of it).
 */
export function needsBrowser(error: LocatedError): boolean {
  const undefinedName = /^ReferenceError: ([\w$]+) is not defined$/.exec(error.message)?.[1];
  if (undefinedName) return GLOBAL.has(undefinedName);
  return error.message.startsWith('TypeError: ') && error.code !== undefined && READ.test(error.code);
}
