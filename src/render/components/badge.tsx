import type { ComponentChildren } from 'preact';
import { Icon, type IconValue } from './icon.js';

const COLORS = new Set([
  'gray',
  'blue',
  'green',
  'yellow',
  'orange',
  'red',
  'purple',
  'white',
  'surface',
  'white-destructive',
  'surface-destructive',
]);
const SIZES = new Set(['xs', 'sm', 'md', 'lg']);

/** An inline label: colour, size, shape (rounded or pill), optional icon, outlined (`stroke`), disabled. */
export function Badge({
  color,
  size,
  shape,
  icon,
  iconType,
  stroke,
  disabled,
  className,
  children,
}: {
  color?: string;
  size?: string;
  shape?: string;
  icon?: IconValue;
  iconType?: string;
  stroke?: boolean;
  disabled?: boolean;
  className?: string;
  children?: ComponentChildren;
}) {
  const tint = color && COLORS.has(color) ? color : 'gray';
  const scale = size && SIZES.has(size) ? size : 'md';
  const cls = [
    'sx-chip',
    `sx-chip-${tint}`,
    `sx-chip-${scale}`,
    shape === 'pill' ? 'sx-chip-pill' : '',
    stroke ? 'sx-chip-stroke' : '',
    disabled ? 'sx-chip-disabled' : '',
    typeof className === 'string' ? className : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // `[data-badge][data-color="blue"][data-size="sm"]`: the reference's attributes for custom CSS.
    <span class={cls} data-badge="" data-color={tint} data-size={scale} {...(disabled ? { 'aria-disabled': 'true' } : {})}>
      {icon ? <Icon icon={icon} {...(iconType ? { iconType } : {})} /> : null}
      {children}
    </span>
  );
}
