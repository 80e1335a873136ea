import type { ComponentChildren } from 'preact';

type CalloutKind = 'note' | 'tip' | 'info' | 'warning' | 'check' | 'danger';

const LABELS: Record<CalloutKind, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  check: 'Check',
  danger: 'Danger',
};

/** A highlighted aside; its kind sets colour and the label read by screen readers. */
function Callout({ kind, title, children }: { kind: CalloutKind; title?: string; children?: ComponentChildren }) {
  return (
    <aside class={`sx-callout sx-callout-${kind}`} aria-label={title ?? LABELS[kind]}>
      {title ? <p class="sx-callout-title">{title}</p> : null}
      <div class="sx-callout-body">{children}</div>
    </aside>
  );
}

type Props = { title?: string; children?: ComponentChildren };
export const Note = (p: Props) => <Callout kind="note" {...p} />;
export const Tip = (p: Props) => <Callout kind="tip" {...p} />;
export const Info = (p: Props) => <Callout kind="info" {...p} />;
export const Warning = (p: Props) => <Callout kind="warning" {...p} />;
export const Check = (p: Props) => <Callout kind="check" {...p} />;
export const Danger = (p: Props) => <Callout kind="danger" {...p} />;

/** `<Callout type="warning">`: the generic form. */
export function GenericCallout({ type, ...p }: Props & { type?: string }) {
  const kind = (type && type in LABELS ? type : 'note') as CalloutKind;
  return <Callout kind={kind} {...p} />;
}
