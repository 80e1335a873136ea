import { describe, expect, it } from 'vitest';
import { leadText, summaryTitle } from './summary-title.js';

describe('summaryTitle and leadText', () => {
  it.each<[string, string | undefined, 'operation' | 'webhook', string | undefined, string | undefined]>([
    ['a one-line summary is the title', 'List pets', 'operation', 'List pets', undefined],
    ['a long one, up to 120 characters', 'x'.repeat(120), 'operation', 'x'.repeat(120), undefined],
    [
      'one line as long as a paragraph: its first sentence',
      `Cancels a run. ${'More words here. '.repeat(8)}`.trim(),
      'operation',
      'Cancels a run',
      `Cancels a run. ${'More words here. '.repeat(8)}`.trim(),
    ],
    ['one line with a link', 'See [the guide](/guide).', 'operation', undefined, 'See [the guide](/guide).'],
    ['no summary', undefined, 'operation', undefined, undefined],
    [
      'paragraphs: the first sentence, without its full stop',
      'Generates audio from the input text.\n\nReturns the audio file content.',
      'operation',
      'Generates audio from the input text',
      'Generates audio from the input text.\n\nReturns the audio file content.',
    ],
    [
      'a first sentence with Markdown is no title',
      '**Starting a new project?** We recommend trying [Responses](/docs/responses)\nto take advantage of it.',
      'operation',
      undefined,
      '**Starting a new project?** We recommend trying [Responses](/docs/responses)\nto take advantage of it.',
    ],
    [
      'a long first sentence is no title',
      `${'word '.repeat(20)}end.\n\nMore.`,
      'operation',
      undefined,
      `${'word '.repeat(20)}end.\n\nMore.`,
    ],
    [
      'a webhook keeps its name',
      'This event occurs when a merge group is destroyed.\n\nTo subscribe, see [Webhooks](https://example.com).',
      'webhook',
      undefined,
      'This event occurs when a merge group is destroyed.\n\nTo subscribe, see [Webhooks](https://example.com).',
    ],
  ])('%s', (_what, summary, kind, title, lead) => {
    expect(summaryTitle(summary, kind)).toBe(title);
    expect(leadText(summary)).toBe(lead);
  });
});
