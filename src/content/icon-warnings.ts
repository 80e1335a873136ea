import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { IconStandIn } from '../render/components/render-state.js';

/**
 * One `icon-substituted` warning per icon name and style a page drew with a stand-in (a Font Awesome
 * Pro name or style, or a name no library has), placed at the first place the page's source names it,
 * else the first place one of the snippets it uses (`snippets`: their files and texts, read when
 * needed) names it, else the top of the page (a name from a computed value).
 */
export function iconWarnings(
  standIns: readonly IconStandIn[] | undefined,
  source: string,
  file: string,
  snippets: () => Iterable<readonly [file: string, text: string]> = () => [],
): Diagnostic[] {
  if (!standIns?.length) return [];
  const seen = new Set<string>();
  let sources: (readonly [string, string[]])[] | undefined;
  const everySource = () => (sources ??= [[file, source.split('\n')], ...[...snippets()].map(([f, t]) => [f, t.split('\n')] as const)]);
  const out: Diagnostic[] = [];
  for (const { name, style, drawn, suggestion } of standIns) {
    // Only the style is missing (a Pro style of a free icon): one warning per style and page is enough.
    const styleOnly = !!style && drawn.endsWith(` ${name}`);
    const key = styleOnly ? `\0${style}` : `${name}\0${style ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const word = styleOnly
      ? new RegExp(`iconType\\s*=\\s*\\{?["']${escape(style)}["']`)
      : new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`);
    let where = { file, line: 1, column: 1 };
    for (const [from, lines] of everySource()) {
      const at = lines.findIndex((l) => word.test(l));
      if (at < 0) continue;
      where = { file: from, line: at + 1, column: lines[at]!.search(word) + 1 };
      break;
    }
    out.push({
      severity: 'warning',
      code: 'icon-substituted',
      message: styleOnly
        ? `Font Awesome style \`${style}\` is not in the free icon packages; its icons are drawn ${drawn.split(' ')[0]} (first: \`${name}\`)`
        : standInMessage(name, style, drawn),
      ...where,
      pointer: '',
      hint: styleOnly ? PRO_HINT : standInHint(drawn, suggestion),
    });
  }
  return out;
}

const PRO_HINT =
  'Font Awesome Pro icons and styles are not shipped: choose a free icon (fontawesome.com/search?ic=free) or set `icons.library`';

/**
 * What a stand-in says: a name the site's library (Lucide, Tabler) lacks is drawn from Font Awesome (its
 * brands, for instance), which is not a Pro name; anything else is a Pro name or one no library has.
 */
export function standInMessage(name: string, style: string | undefined, drawn: string): string {
  if (drawn.startsWith('Font Awesome '))
    return `Icon \`${name}\` is not in the site's icon library (\`icons.library\`); drawn from ${drawn}`;
  return `Icon \`${name}\`${style ? ` (${style})` : ''} is not in the free icon packages; drawn as ${drawn}`;
}

/** The hint for a stand-in (see standInMessage); a name no library has may be a typo of `suggestion`. */
export function standInHint(drawn: string, suggestion?: string): string {
  if (suggestion) return `did you mean \`${suggestion}\`? ${PRO_HINT}`;
  return drawn.startsWith('Font Awesome ')
    ? "Lucide and Tabler have no brand icons, and lack some others: Font Awesome's free icon of that name is drawn; choose one of the library's icons to keep one style"
    : PRO_HINT;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
