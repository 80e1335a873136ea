import type { ComponentChildren } from 'preact';

type ColorValue = string | { light?: string; dark?: string };

/** A CSS colour safe to put in a style attribute (names, hex, rgb()/hsl()/oklch() and the like). */
function safe(c: unknown): string | undefined {
  return typeof c === 'string' && /^[#a-z0-9(),.%/\s-]+$/i.test(c) ? c.trim() : undefined;
}

/** A palette: swatches in a grid (`compact`) or rows of swatches under their titles (`table`). */
function ColorPalette({ variant, children }: { variant?: string; children?: ComponentChildren }) {
  return <div class={`sx-colors sx-colors-${variant === 'table' ? 'table' : 'compact'}`}>{children}</div>;
}

/** A titled row of swatches (`table` palettes). */
function ColorRow({ title, children }: { title?: string; children?: ComponentChildren }) {
  return (
    <div class="sx-color-row">
      {title ? <p class="sx-color-row-title">{title}</p> : null}
      <div class="sx-color-row-items">{children}</div>
    </div>
  );
}

/** One swatch: its name and value; a `{light, dark}` value follows the colour scheme. */
function ColorItem({ name, value }: { name?: string; value?: ColorValue }) {
  const light = safe(typeof value === 'object' && value ? value.light : value);
  const dark = safe(typeof value === 'object' && value ? (value.dark ?? value.light) : value);
  const shown = typeof value === 'object' && value ? [light, dark].filter(Boolean).join(' / ') : (light ?? '');
  return (
    <div class="sx-color-item">
      <span
        class="sx-color-swatch"
        style={`--sx-swatch:${light ?? 'transparent'};--sx-swatch-dark:${dark ?? light ?? 'transparent'}`}
        aria-hidden="true"
      />
      <span class="sx-color-meta">
        {name ? <span class="sx-color-name">{name}</span> : null}
        <code class="sx-color-value">{shown}</code>
      </span>
    </div>
  );
}

/** `<Color>` with its members `<Color.Row>` and `<Color.Item>` (MDX resolves member names on it). */
export const Color = Object.assign(ColorPalette, { Row: ColorRow, Item: ColorItem });
