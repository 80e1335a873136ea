import { escapeHtml } from '../../common/escape-html.js';
import { iconExists } from '../icons.js';
import { languageIconId } from '../language-icons.js';
import { iconHtml, spriteIconHtml } from './icon.js';
import { useRenderState } from './render-state.js';

const IN_BROWSER = typeof document !== 'undefined';

export interface CodeBlockProps {
  class?: string;
  lang?: string;
  title?: string;
  /** The fence's `icon=`, drawn instead of the language's icon. */
  icon?: string;
  /** The `<pre>` Shiki made. */
  html?: string;
  /**
   * Not highlighted yet (a `<CodeBlock>` component): the meta its highlighting takes, marked on the figure
   * for the page's compiler, which highlights it after rendering (see content/pending-code.ts).
   */
  pending?: string;
}

/**
 * A highlighted code block: a `<figure>` around the `<pre>` that Shiki produced as HTML (its text is
 * escaped by Shiki), with the title and language the runtime's tabs and copy button read. A titled
 * block's caption starts with its icon: the fence's `icon`, else its language's.
 */
export function CodeBlock({ class: className, lang, title, icon, html, pending }: CodeBlockProps) {
  const state = useRenderState();
  let caption = '';
  if (title) {
    const language = languageIconId(lang);
    // In the browser (a `<CodeBlock>` in an island) the figure keeps the server's HTML, icon included.
    let mark = icon && !IN_BROWSER ? iconHtml(icon, state) : '';
    if (!mark && !IN_BROWSER && iconExists(language)) {
      state.icons.add(language);
      mark = spriteIconHtml(language);
    }
    caption = `<figcaption>${mark}${escapeHtml(title)}</figcaption>`;
  }
  return (
    <figure
      // `.code-block`: the reference's class for a code block, which sites' stylesheets name.
      class={className ? `${className} code-block` : 'code-block'}
      data-lang={lang}
      data-title={title}
      data-sx-highlight={pending}
      dangerouslySetInnerHTML={{ __html: caption + (html ?? '') }}
    />
  );
}

export interface CodeBlockElementProps {
  language?: string;
  lang?: string;
  filename?: string;
  title?: string;
  icon?: string;
  lines?: boolean;
  wrap?: boolean;
  nocopy?: boolean;
  expandable?: boolean;
  /** Lines to highlight: `"[1,3]"`, `"1,3-5"` or `{[1, 3]}`. */
  highlight?: string | number[];
  /** Lines to focus, written as `highlight`. */
  focus?: string | number[];
  children?: unknown;
}

/**
 * `<CodeBlock language filename icon lines wrap nocopy expandable highlight focus>`: a code block written
 * as a component, in a page or in a custom component's JSX, its code the text of its children. It draws
 * the figure of a fenced block with the code as plain text, marked for highlighting: the page's compiler
 * colours it as it does fences. In the browser (an island hydrating) the figure keeps the server's HTML,
 * and keeps it when the island draws again with the same code; other code is shown plain.
 */
export function CodeBlockElement(props: CodeBlockElementProps) {
  const lang = String(props.language ?? props.lang ?? 'text');
  const code = blockCode(textOf(props.children));
  const meta = [lineList('highlight', props.highlight), lineList('focus', props.focus)].filter(Boolean).join(' ');
  const flags = [
    ['wrap', props.wrap],
    ['lines', props.lines],
    ['expandable', props.expandable],
    ['nocopy', props.nocopy],
  ] as const;
  const cls = ['sx-code', ...flags.filter(([, on]) => on === true || (on as unknown) === 'true').map(([f]) => `sx-code-${f}`)].join(' ');
  const title = props.filename ?? props.title;
  return (
    <CodeBlock
      class={cls}
      lang={lang}
      {...(title ? { title: String(title) } : {})}
      {...(props.icon ? { icon: String(props.icon) } : {})}
      html={`<pre class="shiki"><code>${escapeHtml(code)}</code></pre>`}
      pending={meta}
    />
  );
}

/** A `<CodeBlock>`'s code from its children's text: without the line breaks around it that MDX leaves. */
export function blockCode(text: string): string {
  return text.replace(/^\r?\n/, '').replace(/\r?\n\s*$/, '');
}

/** `highlight="[1,3]"` for the block's meta, from a string or a list of line numbers. */
function lineList(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.length ? `${name}="[${value.map(Number).filter(Number.isFinite).join(',')}]"` : '';
  return typeof value === 'string' && value.trim() ? `${name}="${value.replace(/"/g, '')}"` : '';
}

/** The text of a component's children: strings as written, elements by their own children (paragraphs apart). */
function textOf(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (typeof children === 'object' && 'props' in children) {
    const { type, props } = children as { type: unknown; props: { children?: unknown } };
    const inner = textOf(props.children);
    return type === 'p' ? `${inner}\n\n` : inner;
  }
  return '';
}
