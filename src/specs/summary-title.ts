/**
 * What an operation's `summary` gives its page. A summary is meant as a short title, but some specs
 * write paragraphs there, with Markdown (GitHub's 260 webhooks, 76 of OpenAI's operations): as a title,
 * such a summary filled the heading, the sidebar and the browser tab with a paragraph and its raw link
 * syntax. One that spans lines, runs past 120 characters or holds a link is the page's lead text instead
 * (see `leadText`), and the title is its first sentence when that is short plain text; otherwise (and
 * always for a webhook, whose events of one kind share their first sentence) the page keeps the title it
 * has without a summary.
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

/** A summary on one line is a title, unless it is as long as a paragraph or holds a Markdown link. */
function isTitle(summary: string): boolean {
  return !summary.includes('\n') && summary.length <= MAX_SUMMARY_TITLE && !summary.includes('](');
}

/** Longer first sentences are descriptions rather than titles. */
const MAX_TITLE = 80;
/** Longer one-line summaries are paragraphs (OpenAI's longest titles are under 70 characters). */
const MAX_SUMMARY_TITLE = 120;
