/**
 * A component's `color` prop as a CSS colour, or undefined: hex (`#F80061`, and bare `F80061`, which Chainlit's
 * cards write and a browser would drop), names and colour functions (`rgb(…)`, `hsl(…)`). Nothing that could end
 * the declaration (`;`, `:`, braces, quotes) reaches the style attribute.
 */
export function cssColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  if (/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return `#${color}`;
  return /^[#a-z0-9(),.%\s-]+$/i.test(color) && color ? color : undefined;
}
