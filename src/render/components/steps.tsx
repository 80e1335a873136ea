import type { ComponentChildren } from 'preact';

/** An ordered list of steps. */
export function Steps({ children }: { children?: ComponentChildren }) {
  return <ol class="sx-steps">{children}</ol>;
}

/** One step with a title. */
export function Step({ title, children }: { title?: string; children?: ComponentChildren }) {
  return (
    <li class="sx-step">
      {title ? <p class="sx-step-title">{title}</p> : null}
      <div class="sx-step-body">{children}</div>
    </li>
  );
}
