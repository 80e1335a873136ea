/**
 * The generated request samples of an API page, highlighted: one per language of
 * `api.examples.languages` (cURL, Python and JavaScript by default), written from one request per
 * named body example. Generated endpoint pages and hand-written ones (`api:` frontmatter) draw them alike.
 */
import { highlightCode, type CodeThemes } from '../../content/highlight.js';
import type { ApiPageData } from '../../model/api-page.js';
import type { CodeView } from '../../render/api/endpoint-view.js';
import { codeSamples, type SampleRequest } from '../../samples/index.js';
import { DEFAULT_SAMPLE_LANGUAGES, type ExampleSettings } from './api-data.js';
import { pageDataRequest } from './examples.js';

/** Examples larger than this are shown as plain text: highlighting would multiply their size. */
const MAX_HIGHLIGHT = 3000;
/** Examples are cut beyond this (a page must stay light whatever the spec generates). */
const MAX_EXAMPLE = 12000;

/** One example's highlighted HTML (plain text when large, cut when very large). */
export async function exampleCode(text: string, lang: string, themes: CodeThemes): Promise<string> {
  const cut = text.length > MAX_EXAMPLE ? text.slice(0, MAX_EXAMPLE) + '\n…' : text;
  if (cut.length > MAX_HIGHLIGHT) return `<pre class="shiki"><code>${cut.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</code></pre>`;
  return highlightCode(cut, lang, '', themes);
}

/**
 * The samples generated for `requests` (the first, then one per further named example: `byExample`)
 * in the configured languages; none when `api.examples.autogenerate` is false.
 */
export async function generatedSamples(
  requests: () => SampleRequest[],
  examples: ExampleSettings | undefined,
  named: number,
  themes: CodeThemes,
): Promise<CodeView[]> {
  if (examples?.autogenerate === false) return [];
  const languages = examples?.languages ?? DEFAULT_SAMPLE_LANGUAGES;
  const sets = requests().map((r) => codeSamples(r, languages));
  const out: CodeView[] = [];
  for (const [j, c] of sets[0]!.entries()) {
    const html: string[] = [];
    for (const set of sets) html.push(await exampleCode(set[j]!.code, c.highlight, themes));
    out.push({ label: c.label, lang: c.language, html: html[0]!, ...(named ? { byExample: html } : {}) });
  }
  return out;
}

/**
 * The generated request samples of a hand-written API page, written from its ParamFields (its
 * ApiPageData) by the same rules as an operation's: `api.examples.languages` and `defaults`, its
 * server and the placeholder credential of its `api.mdx.auth`. None when no sample can be written.
 */
export async function pageDataSamples(data: ApiPageData, examples: ExampleSettings | undefined, themes: CodeThemes): Promise<CodeView[]> {
  try {
    return await generatedSamples(() => [pageDataRequest(data, examples?.defaults === 'required')], examples, 0, themes);
  } catch {
    return [];
  }
}
