/**
 * What an operation's `summary` gives its page. A summary is meant as a short title, but some specs
 * write paragraphs there, with Markdown (GitHub's 260 webhooks, 76 of OpenAI's operations): as a title,
 * such a summary filled the heading, the sidebar and the browser tab with a paragraph and its raw link
 * syntax. One that spans lines is the page's lead text instead (see `leadText`), and the title is its first
 * sentence when that is short plain text; otherwise (and always for a webhook, whose events of one kind
 * share their first sentence) the page keeps the title it has without a summary.
 */
export function summaryTitle(summary: string | undefined, kind: 'operation' | 'webhook'): string | undefined {
  if (summary === undefined || isTitle(summary)) return summary;
  if (kind === 'webhook') return undefined;
  const sentence = /^[^\n]*?[.!?](?=\s|$)/.exec(summary)?.[0] ?? summary.split('\n')[0]!;
  if (sentence.length > MAX_TITLE || /[[\]*_`<>|#]/.test(sentence)) return undefined;
  return sentence.replace(/\.$/, '');
}

/** The summary as the page's first paragraphs, when it is not a title; undefined when it is. */
export function leadText(summary: string | undefined): string | undefined {
  return summary === undefined || isTitle(summary) ? undefined : summary;
}

/** A summary on one line is a title, however long the author made it. */
function isTitle(summary: string): boolean {
  return !summary.includes('\n');
}

/** Longer first sentences are descriptions rather than titles. */
const MAX_TITLE = 80;
