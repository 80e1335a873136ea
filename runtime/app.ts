/**
 * Sextant's browser runtime: progressive enhancement of server-rendered pages that already work
 * without it. One module per behaviour; each finds its own markup and does nothing without it.
 * Built by scripts/build-runtime.mjs into lib/runtime/app.js (minified IIFE), loaded by every page: the
 * site's chrome (theme, switchers, menu, sidebar, search, table of contents) and code blocks. What
 * content components do is in components.ts, loaded only by pages that show such a component.
 */
import { initBanner } from './banner.js';
import { initCodeExpand } from './code-expand.js';
import { initContextual } from './contextual.js';
import { initCopyCode } from './copy-code.js';
import { initHeadingAnchors } from './heading-anchors.js';
import { initMenu } from './menu.js';
import { initSearchOpener } from './search-opener.js';
import { initSidebars } from './sidebar.js';
import { start } from './start.js';
import { initSwitchers } from './switchers.js';
import { initTheme } from './theme.js';
import { initToc } from './toc.js';

// Switchers before the menu: Escape closes an open switcher before the menu around it.
start(
  [
    initTheme,
    initSwitchers,
    initMenu,
    initSidebars,
    initCopyCode,
    initCodeExpand,
    initBanner,
    initHeadingAnchors,
    initToc,
    initSearchOpener,
    initContextual,
  ],
  // Again on content an island draws later.
  [initCopyCode, initCodeExpand, initHeadingAnchors],
);
