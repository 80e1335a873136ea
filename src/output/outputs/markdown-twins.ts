import type { Page } from '../../model/page.js';

/**
 * The Markdown twin of every page, `<route>.md` (`/index.md` for the root): what machines read
 * instead of the HTML. Build workers write each twin beside its page's HTML (the text never travels
 * to the main thread); the llms files read them back from the output.
 */

export { twinFile, twinUrl } from '../../common/twin-url.js';

/** The twin's text: the page's Markdown (its title and description when it has none), then the site's agent instructions. */
export function twinText(page: Pick<Page, 'title' | 'description' | 'markdown'>, instructions?: string | string[]): string {
  const body = page.markdown ?? `# ${page.title}\n\n${page.description ? page.description + '\n' : ''}`;
  return body.trimEnd() + '\n' + agentInstructions(instructions);
}

/** docs.json `markdown.instructions` as a closing section (empty when unset). */
export function agentInstructions(instructions?: string | string[]): string {
  const list = (Array.isArray(instructions) ? instructions : instructions ? [instructions] : []).filter((s) => s.trim());
  return list.length ? `\n## Agent instructions\n\n${list.map((s) => s.trim()).join('\n\n')}\n` : '';
}
