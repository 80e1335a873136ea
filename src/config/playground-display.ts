import { PLAYGROUND_DISPLAYS } from './schema/api.js';
import type { PlaygroundDisplay } from '../model/api-page.js';

/** Whether a value names a playground mode. */
export function isPlaygroundDisplay(value: unknown): value is PlaygroundDisplay {
  return (PLAYGROUND_DISPLAYS as readonly unknown[]).includes(value);
}

/**
 * The playground mode of an API page, generated or hand-written: the first valid one the page asks
 * for (frontmatter, then `x-docs`), else docs.json `api.playground.display`, else `interactive` (a page
 * whose operation names no server asks the reader for one). Navigation decides it for generated pages
 * and stores it on their route; hand-written pages apply the same rule to their frontmatter.
 */
export function playgroundDisplay(asked: unknown[], settings: { display?: PlaygroundDisplay } | undefined): PlaygroundDisplay {
  return [...asked, settings?.display].find(isPlaygroundDisplay) ?? 'interactive';
}
