import { micromark } from 'micromark';

/**
 * A prop written as Markdown (Frame captions, Prompt descriptions) drawn as HTML. micromark escapes
 * raw HTML by default, so the prop cannot inject markup; a single paragraph loses its `<p>` so the
 * text can sit inline.
 */
export function markdownHtml(text: string, inline = true): string {
  const html = micromark(text).trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return inline && single && !single[1]!.includes('<p>') ? single[1]! : html;
}

/** Markdown text as a span (inline) or div (blocks). */
export function Markdown({ text, class: cls, inline = true }: { text: string; class?: string; inline?: boolean }) {
  const html = markdownHtml(text, inline);
  return inline ? (
    <span class={cls} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div class={cls} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
