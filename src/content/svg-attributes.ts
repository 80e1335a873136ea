/**
 * camelCase SVG attributes (`strokeWidth`, `fillRule`) written on a root `<svg>` in MDX. Preact's
 * server renderer writes them dashed (`stroke-width`) only inside an `<svg>`, so on the root they stay
 * camelCase and the browser ignores them; React writes them dashed on every element. These are
 * renamed as the renderer renames them on the children.
 */

/** The attribute names preact-render-to-string dashes inside an `<svg>` (its `SVG_CAMEL_CASE`). */
const SVG_CAMEL_CASE =
  /^ac|^ali|arabic|basel|cap|clipPath$|clipRule$|color|dominant|enable|fill|flood|font|glyph[^R]|horiz|image|letter|lighting|marker[^WUH]|overline|panose|pointe|paint|rendering|shape|stop|strikethrough|stroke|text[^L]|transform|underline|unicode|units|^v[^i]|^w|^xH/;

/** The props of an element: for `<svg>`, its camelCase SVG attributes dashed; others unchanged. */
export function svgRootProps<P>(type: unknown, props: P): P {
  if (type !== 'svg' || !props || typeof props !== 'object') return props;
  const entries = Object.entries(props);
  const renamed = (name: string) => /[A-Z]/.test(name) && SVG_CAMEL_CASE.test(name);
  if (!entries.some(([name]) => renamed(name))) return props;
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (!renamed(name)) out[name] = value;
    else {
      const dashed = name === 'panose1' ? 'panose-1' : name.replace(/([A-Z])/g, '-$1').toLowerCase();
      // The dashed name written as well is the one kept.
      if (!(dashed in props)) out[dashed] = value;
    }
  }
  return out as P;
}
