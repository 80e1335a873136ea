import { bundledThemesInfo } from 'shiki/themes';
import type { Config } from '../config/schema/config.js';

/**
 * The colour scheme of code blocks when docs.json `styling.codeblocks` draws them the same in both colour modes:
 * `dark` for `dark` or one dark theme (`"dracula"`, `{ "theme": "dracula" }`), `light` for one light theme
 * (`{ "theme": "github-light" }`). The page then draws the blocks' headers, tabs and buttons in that scheme too, so a
 * block is one piece in either mode. Undefined otherwise (`system`, a light/dark pair, the site's CSS variables): the
 * blocks' chrome follows the page's mode.
 */
export function codeScheme(codeblocks: Config['styling']['codeblocks']): 'dark' | 'light' | undefined {
  if (codeblocks === 'dark') return 'dark';
  const theme = typeof codeblocks === 'string' ? codeblocks : typeof codeblocks?.theme === 'string' ? codeblocks.theme : undefined;
  if (!theme || theme === 'system') return undefined;
  const type = bundledThemesInfo.find((t) => t.id === theme)?.type;
  return type === 'dark' || type === 'light' ? type : undefined;
}
