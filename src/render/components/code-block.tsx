/**
 * A highlighted code block: a `<figure>` around the `<pre>` that Shiki produced as HTML (its text is
 * escaped by Shiki), with the title and language the runtime's tabs and copy button read.
 */
export function CodeBlock({ class: className, lang, title, html }: { class?: string; lang?: string; title?: string; html?: string }) {
  return <figure class={className} data-lang={lang} data-title={title} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
