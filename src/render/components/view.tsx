import type { ComponentChildren } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { useWords } from './render-state.js';

/**
 * One view of a multi-view page (e.g. one per client framework). Without JavaScript every view shows
 * under its title; runtime/view.ts draws one selector for the page's views, shows the chosen one and
 * remembers the choice across pages.
 */
export function View({
  title,
  icon,
  iconType,
  children,
}: {
  title?: string;
  icon?: IconValue;
  iconType?: string;
  children?: ComponentChildren;
}) {
  const fallback = useWords().runtime.view;
  const name = String(title ?? fallback);
  return (
    <div class="sx-view" data-sx-view={name}>
      <p class="sx-view-title">
        {icon ? <Icon icon={icon} {...(iconType ? { iconType } : {})} /> : null}
        {name}
      </p>
      {children}
    </div>
  );
}
