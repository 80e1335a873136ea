import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { slugId, useUniqueId } from './accordion.js';
import { RenderStateContext, useRenderState } from './render-state.js';

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
  label?: string;
  description?: string;
  tags?: unknown;
  rss?: { title?: string; description?: string };
  id?: string;
  children?: ComponentChildren;
}) {
  const state = useRenderState();
  const text = String(label ?? '');
  const anchor = useUniqueId(id ?? (slugId(text) || 'update'));
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
    <section class="sx-update" id={anchor} aria-labelledby={`${anchor}-label`}>
      <div class="sx-update-meta">
        <a class="sx-update-label" id={`${anchor}-label`} href={`#${anchor}`}>
          {text}
        </a>
        {description ? <p class="sx-update-description">{description}</p> : null}
        {tagList.length ? (
          <ul class="sx-update-tags" aria-label="Tags">
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
