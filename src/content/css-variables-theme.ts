import { createCssVariablesTheme, type ThemeRegistration } from '@shikijs/core';

/** `styling.codeblocks` naming the theme whose colours the site's CSS sets. */
export const CSS_VARIABLES_THEME = 'css-variables';

/** The colours the theme uses, as Shiki's css-variables theme names them. */
const TOKENS = ['constant', 'string', 'comment', 'keyword', 'parameter', 'function', 'string-expression', 'punctuation', 'link'];

/**
 * The format's `css-variables` code theme: each colour is a custom property the site's own CSS sets, as
 * the reference names them (`--mint-color-text`, `--mint-color-background`, `--mint-token-keyword` …,
 * `--mint-ansi-red` …). One it leaves unset falls back to Sextant's palette for the colour scheme
 * (`--sx-code-*` in assets/site.css), so a block stays readable in light and dark.
 */
export function cssVariablesTheme(): ThemeRegistration {
  const defaults: Record<string, string> = {
    foreground: 'var(--sx-code-text)',
    background: 'var(--sx-code-background)',
    ...Object.fromEntries(TOKENS.map((t) => [`token-${t}`, `var(--sx-code-${t})`])),
  };
  const theme = createCssVariablesTheme({ name: CSS_VARIABLES_THEME, variablePrefix: '--mint-', variableDefaults: defaults });
  // Shiki calls the two base colours foreground and background; the format calls them color-text and color-background.
  const renamed = JSON.stringify(theme)
    .replaceAll('var(--mint-foreground,', 'var(--mint-color-text,')
    .replaceAll('var(--mint-background,', 'var(--mint-color-background,');
  return JSON.parse(renamed) as ThemeRegistration;
}
