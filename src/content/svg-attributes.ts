import { find, svg } from 'property-information';

/**
 * camelCase SVG attributes (`strokeWidth`, `fillRule`) written on a root `<svg>` in MDX. Preact's
 * server renderer writes them dashed (`stroke-width`) only inside an `<svg>`, so on the root they stay
 * camelCase and the browser ignores them; React writes them dashed on every element. These are
 * renamed to their SVG attribute names, from `property-information`'s table of SVG properties.
 */

/** The dashed SVG attribute a camelCase prop names (`strokeWidth` → `stroke-width`); undefined for any other. */
function dashedName(name: string): string | undefined {
  if (!/[A-Z]/.test(name)) return undefined;
  const attribute = find(svg, name).attribute;
  return attribute !== name && /^[a-z]+(-[a-z0-9]+)+$/.test(attribute) && !/^(data|aria)-/.test(attribute) ? attribute : undefined;
}

/** The props of an element: for `<svg>`, its camelCase SVG attributes dashed; others unchanged. */
export function svgRootProps<P>(type: unknown, props: P): P {
  if (type !== 'svg' || !props || typeof props !== 'object') return props;
  const entries = Object.entries(props);
  if (!entries.some(([name]) => dashedName(name))) return props;
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const dashed = dashedName(name);
    if (!dashed) out[name] = value;
    // The dashed name written as well is the one kept.
    else if (!(dashed in props)) out[dashed] = value;
  }
  return out as P;
}
