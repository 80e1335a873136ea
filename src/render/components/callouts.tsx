import type { ComponentChildren } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { useWords } from './render-state.js';
import type { ContentText } from '../ui-strings.js';
import { cssColor } from './css-color.js';

type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'check' | 'danger' | 'custom';

/** Each kind's accessible name, in the page's words. */
const LABELS: Record<CalloutKind, keyof ContentText> = {
  note: 'note',
  tip: 'tip',
  info: 'info',
  warning: 'warning',
  check: 'check',
  danger: 'danger',
  custom: 'note',
};

/** Each kind's mark, from Lucide whatever the site's icon library (lucide-static always ships). */
export const KIND_ICONS: Record<Exclude<CalloutKind, 'custom'>, string> = {
  note: 'circle-alert',
  tip: 'lightbulb',
  info: 'info',
  warning: 'triangle-alert',
  check: 'circle-check',
  danger: 'octagon-alert',
};

interface CalloutProps {
  title?: string;
  /** What screen readers announce instead of the title or the kind. */
  ariaLabel?: string;
  icon?: IconValue;
  iconType?: string;
  /** A CSS colour tinting border, background and icon (the generic `<Callout color>`). */
  color?: string;
  children?: ComponentChildren;
}

/**
 * A highlighted note (`role="note"`, not a landmark: a page may hold many of one kind): its kind's icon (or the author's),
 * colour and the label read by screen readers.
 */
function Callout({ kind, title, ariaLabel, icon, iconType, color, children }: CalloutProps & { kind: CalloutKind }) {
  const mark: IconValue | undefined = icon ?? (kind === 'custom' ? undefined : { name: KIND_ICONS[kind], library: 'lucide' });
  const words = useWords().content;
  const tint = cssColor(color) && `--sx-callout-color:${cssColor(color)}`;
  return (
    <div
      class={`sx-callout sx-callout-${kind}${tint ? ' sx-callout-tinted' : ''}`}
      role="note"
      aria-label={ariaLabel ?? title ?? words[LABELS[kind]]}
      style={tint}
    >
      {mark ? (
        <span class="sx-callout-icon">
          <Icon icon={mark} {...(iconType ? { iconType } : {})} />
        </span>
      ) : null}
      <div class="sx-callout-content">
        {title ? <p class="sx-callout-title">{title}</p> : null}
        <div class="sx-callout-body">{children}</div>
      </div>
    </div>
  );
}

export const Note = (p: CalloutProps) => <Callout kind="note" {...p} />;
export const Tip = (p: CalloutProps) => <Callout kind="tip" {...p} />;
export const Info = (p: CalloutProps) => <Callout kind="info" {...p} />;
export const Warning = (p: CalloutProps) => <Callout kind="warning" {...p} />;
export const Check = (p: CalloutProps) => <Callout kind="check" {...p} />;
export const Danger = (p: CalloutProps) => <Callout kind="danger" {...p} />;

/** `<Callout icon color>` (custom), or `<Callout type="warning">`: the generic form. */
export function GenericCallout({ type, ...p }: CalloutProps & { type?: string }) {
  const kind = (type && type in LABELS ? type : p.icon || p.color ? 'custom' : 'note') as CalloutKind;
  return <Callout kind={kind} {...p} />;
}
