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
  const cls = [
    'sx-chip',
    `sx-chip-${color && COLORS.has(color) ? color : 'gray'}`,
    `sx-chip-${size && SIZES.has(size) ? size : 'md'}`,
    shape === 'pill' ? 'sx-chip-pill' : '',
    stroke ? 'sx-chip-stroke' : '',
    disabled ? 'sx-chip-disabled' : '',
    typeof className === 'string' ? className : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span class={cls} {...(disabled ? { 'aria-disabled': 'true' } : {})}>
      {icon ? <Icon icon={icon} {...(iconType ? { iconType } : {})} /> : null}
      {children}
    </span>
  );
}
