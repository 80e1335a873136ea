import type { ComponentChildren } from 'preact';
import { Icon, type IconValue } from './icon.js';
import { Markdown } from './inline-markdown.js';
import { useWords } from './render-state.js';

/**
 * A prompt to hand to an AI tool: a description (Markdown) over the prompt text, with actions (`copy`
 * by default, `cursor` to open it in Cursor). The buttons are wired by runtime/prompt.ts and hidden
 * until then.
 */
export function Prompt({
  description,
  actions,
  icon,
  iconType,
  children,
}: {
  description?: string;
  actions?: unknown;
  icon?: IconValue;
  iconType?: string;
  children?: ComponentChildren;
}) {
  const words = useWords().runtime;
  const list = Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  return (
    <div class="sx-prompt" data-sx-prompt="">
      <div class="sx-prompt-head">
        {icon ? (
          <span class="sx-prompt-icon">
            <Icon icon={icon} {...(iconType ? { iconType } : {})} />
          </span>
        ) : null}
        {description ? <Markdown class="sx-prompt-description" text={String(description)} /> : null}
        <span class="sx-prompt-actions">
          {list.includes('copy') ? (
            <button type="button" class="sx-prompt-copy" data-sx-prompt-copy="" hidden>
              {words.copyPrompt}
            </button>
          ) : null}
          {list.includes('cursor') ? (
            <button type="button" class="sx-prompt-cursor" data-sx-prompt-cursor="" hidden>
              {words.openInCursor}
            </button>
          ) : null}
        </span>
      </div>
      <div class="sx-prompt-text">{children}</div>
    </div>
  );
}
