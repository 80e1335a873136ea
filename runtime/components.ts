/**
 * What content components do in the browser: tabs and code groups, accordions, tooltips, prompts,
 * views, the changelog's tag filter, image zoom, file trees' keys, GitHub cards' counts. Built by
 * scripts/build-runtime.mjs into lib/runtime/components.js; only pages that show one of them load it
 * (src/render/component-runtime.ts says which), after app.js.
 */
import { initAccordions, wireAccordions } from './accordion.js';
import { initGithubRepos } from './github-repo.js';
import { initImageZoom } from './image-zoom.js';
import { initPrompts } from './prompt.js';
import { start } from './start.js';
import { initTabs, wireTabs } from './tabs.js';
import { initTooltips } from './tooltip.js';
import { initTreeKeys } from './tree-keys.js';
import { initUpdateFilter } from './update-filter.js';
import { initViews } from './view.js';

start(
  [initTabs, initAccordions, initTooltips, initPrompts, initViews, initUpdateFilter, initImageZoom, initTreeKeys, initGithubRepos],
  // Again on content an island draws later (views and the changelog's filter are the page's own).
  [wireTabs, wireAccordions, initTooltips, initPrompts, initImageZoom, initTreeKeys, initGithubRepos],
);
