import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { slugId, uniqueId } from './accordion.js';
import { RenderStateContext, useRenderState } from './render-state.js';
import { ENGLISH } from '../ui-strings.js';

/**
 * A changelog entry: a label column (the label, which is also its anchor, and a description such as
 * the date) beside the content, with tags under the label. Each entry is kept for the page's RSS feed.
 */
export function Update({
  label,
  description,
  tags,
  rss,
  id,
  children,
}: {
  /** Text, or JSX (real changelogs put an icon beside the text). */
  label?: ComponentChildren;
  description?: string;
  tags?: unknown;
  rss?: { title?: string; description?: string };
  id?: string;
  children?: ComponentChildren;
}) {
  // The one hook, before the separate renders below (a nested render ends the hooks of this one).
  const state = useRenderState();
  // A JSX label draws as written; its text names the anchor and the feed item.
  const text =
    typeof label === 'string' || typeof label === 'number'
      ? String(label)
      : htmlText(renderToString(<RenderStateContext.Provider value={state}>{label as never}</RenderStateContext.Provider>));
  const anchor = uniqueId(state, id ?? (slugId(text) || 'update'));
  const words = (state.words ?? ENGLISH).content;
  const tagList = Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : typeof tags === 'string' ? [tags] : [];
  // The feed's copy of the content (a separate render: the page's own render continues below).
  const html = renderToString(<RenderStateContext.Provider value={state}>{children as never}</RenderStateContext.Provider>);
  (state.updates ??= []).push({
    id: anchor,
    label: text,
    ...(description ? { description: String(description) } : {}),
    ...(tagList.length ? { tags: tagList } : {}),
    ...(rss && typeof rss === 'object' ? { rss } : {}),
    html,
  });
  return (
    <section
      class="sx-update"
      id={anchor}
      aria-labelledby={`${anchor}-label`}
      {...(tagList.length ? { 'data-tags': JSON.stringify(tagList) } : {})}
    >
      <div class="sx-update-meta">
        <a class="sx-update-label" id={`${anchor}-label`} href={`#${anchor}`}>
          {label ?? text}
        </a>
        {description ? <p class="sx-update-description">{description}</p> : null}
        {tagList.length ? (
          <ul class="sx-update-tags" aria-label={words.tags}>
            {tagList.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div class="sx-update-body">{children}</div>
    </section>
  );
}
/** Its label is a link to the entry (DrawsLink). */
Update.drawsLink = () => true;

/** The text of a little HTML (a rendered label): tags dropped, the entities Preact writes decoded. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!)
    .trim();
}
