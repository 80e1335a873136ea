import { bundledThemesInfo } from 'shiki/themes';
import type { Config } from '../config/schema/config.js';

/**
 * `dark` when docs.json `styling.codeblocks` draws code dark in both colour modes: `dark`, or one dark theme
 * for both (`"dracula"`, `{ "theme": "dracula" }`); the page then draws the blocks' headers, tabs and buttons
 * dark too. Undefined otherwise (`system`, a light/dark pair, one light theme, the site's CSS variables):
 * the blocks' chrome follows the page's mode.
 */
export function codeScheme(codeblocks: Config['styling']['codeblocks']): 'dark' | undefined {
  if (codeblocks === 'dark') return 'dark';
  const theme = typeof codeblocks === 'string' ? codeblocks : typeof codeblocks?.theme === 'string' ? codeblocks.theme : undefined;
  if (!theme || theme === 'system') return undefined;
  return bundledThemesInfo.find((t) => t.id === theme)?.type === 'dark' ? 'dark' : undefined;
}
