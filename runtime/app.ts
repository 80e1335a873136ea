/**
 * Sextant's browser runtime: progressive enhancement of server-rendered pages that already work
 * without it. One module per behaviour; each finds its own markup and does nothing without it.
 * Built by scripts/build-runtime.mjs into lib/runtime/app.js (minified IIFE).
 */
import { initAccordions } from './accordion.js';
import { initBanner } from './banner.js';
import { initCodeExpand } from './code-expand.js';
import { initContextual } from './contextual.js';
import { initCopyCode } from './copy-code.js';
import { initGithubRepos } from './github-repo.js';
import { initHeadingAnchors } from './heading-anchors.js';
import { initImageZoom } from './image-zoom.js';
import { initMenu } from './menu.js';
import { initPrompts } from './prompt.js';
import { initSearchOpener } from './search-opener.js';
import { initSidebars } from './sidebar.js';
import { initSwitchers } from './switchers.js';
import { initTabs } from './tabs.js';
import { initTheme } from './theme.js';
import { initToc } from './toc.js';
import { initTooltips } from './tooltip.js';
import { initTreeKeys } from './tree-keys.js';
import { initUpdateFilter } from './update-filter.js';
import { initViews } from './view.js';

function start(): void {
  // Switchers before the menu: Escape closes an open switcher before the menu around it.
  for (const init of [
    initTheme,
    initSwitchers,
    initMenu,
    initSidebars,
    initCopyCode,
    initCodeExpand,
    initTabs,
    initBanner,
    initAccordions,
    initTooltips,
    initPrompts,
    initViews,
    initUpdateFilter,
    initImageZoom,
    initTreeKeys,
    initHeadingAnchors,
    initToc,
    initGithubRepos,
    initSearchOpener,
    initContextual,
  ]) {
    try {
      init();
    } catch (error) {
      // One broken behaviour must not take the others down.
      console.error('[sextant]', error);
    }
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
