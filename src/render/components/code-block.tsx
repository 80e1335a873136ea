import { escapeHtml } from '../../common/escape-html.js';
import { iconExists } from '../icons.js';
import { languageIconId } from '../language-icons.js';
import { iconHtml, spriteIconHtml } from './icon.js';
import { useRenderState } from './render-state.js';

export interface CodeBlockProps {
  class?: string;
  lang?: string;
  title?: string;
  /** The fence's `icon=`, drawn instead of the language's icon. */
  icon?: string;
  /** The `<pre>` Shiki made. */
  html?: string;
}

/**
 * A highlighted code block: a `<figure>` around the `<pre>` that Shiki produced as HTML (its text is
 * escaped by Shiki), with the title and language the runtime's tabs and copy button read. A titled
 * block's caption starts with its icon: the fence's `icon`, else its language's.
 */
export function CodeBlock({ class: className, lang, title, icon, html }: CodeBlockProps) {
  const state = useRenderState();
  let caption = '';
  if (title) {
    const language = languageIconId(lang);
    let mark = icon ? iconHtml(icon, state) : '';
    if (!mark && iconExists(language)) {
      state.icons.add(language);
      mark = spriteIconHtml(language);
    }
    caption = `<figcaption>${mark}${escapeHtml(title)}</figcaption>`;
  }
  return <figure class={className} data-lang={lang} data-title={title} dangerouslySetInnerHTML={{ __html: caption + (html ?? '') }} />;
}
