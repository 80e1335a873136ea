import { PLAYGROUND_DISPLAYS } from '../config/schema/api.js';
import type { PlaygroundDisplay } from '../model/api-page.js';

/** Whether a value names a playground mode. */
export function isPlaygroundDisplay(value: unknown): value is PlaygroundDisplay {
  return (PLAYGROUND_DISPLAYS as readonly unknown[]).includes(value);
}

/**
 * The playground mode of an API page, generated or hand-written: the first valid one the page asks
 * for (frontmatter, then `x-docs`), else docs.json `api.playground.display`, else `interactive` when
 * the page has a server to send to and `simple` when it has none.
 */
export function playgroundDisplay(
  asked: unknown[],
  settings: { display?: PlaygroundDisplay } | undefined,
  hasServer: boolean,
): PlaygroundDisplay {
  return [...asked, settings?.display].find(isPlaygroundDisplay) ?? (hasServer ? 'interactive' : 'simple');
}
