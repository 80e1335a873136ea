/**
 * Tailwind utility classes written in pages (`<img className="block dark:hidden" />`, common in
 * repositories written for Mintlify) get their CSS: Tailwind's compiler builds exactly the utilities
 * the site's pages use, without its preflight reset (the site has its own base styles), with `dark:`
 * following the site's dark mode (the `.dark` class on <html>), not the system setting, and with the
 * colours Mintlify's Tailwind theme adds (`primary`, `primary-light`, `primary-dark`, `background-light`,
 * `background-dark`: `bg-primary-dark`, `dark:text-primary-light`…), drawn from docs.json `colors` and
 * `background.color` through the page's custom properties, so the stylesheet is the same for every site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { compile } from 'tailwindcss';

const require = createRequire(import.meta.url);

/** Where the site's utility stylesheet is written; pages that write class names link it. */
export const UTILITY_CSS_URL = '/_sextant/utilities.css';

// Unlayered, so utilities win over the site's own rules of equal specificity, as authors expect.
// `inline`: utilities use the site's properties directly (`var(--sx-primary)`), not a theme variable.
const ENTRY = `@import "tailwindcss/theme.css";
@import "tailwindcss/utilities.css";
@custom-variant dark (&:where(.dark, .dark *));
@theme inline {
  --color-primary: var(--sx-primary);
  --color-primary-light: var(--sx-primary-light);
  --color-primary-dark: var(--sx-primary-dark);
  --color-background-light: var(--sx-background-light);
  --color-background-dark: var(--sx-background-dark);
}
`;

type Compiler = Awaited<ReturnType<typeof compile>>;

/** The CSS for the utility classes among `candidates` ('' when none is a utility). */
export async function utilityCss(candidates: Iterable<string>): Promise<string> {
  const list = [...new Set(candidates)].sort();
  if (list.length === 0) return '';
  // A fresh compiler each time: `build` accumulates every candidate it has seen.
  const css = (await createCompiler()).build(list);
  // Only Tailwind's banner comment: no candidate was a utility.
  return /\{/.test(css) ? css : '';
}

function createCompiler(): Promise<Compiler> {
  return (async () => {
    const { compile: compileCss } = await import('tailwindcss');
    const base = path.dirname(require.resolve('tailwindcss/package.json'));
    return compileCss(ENTRY, {
      base,
      loadStylesheet: async (id: string) => {
        if (!/^tailwindcss\/[a-z]+\.css$/.test(id)) throw new Error(`utility CSS: unexpected import ${id}`);
        const file = path.join(base, id.slice('tailwindcss/'.length));
        return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') };
      },
    });
  })();
}
