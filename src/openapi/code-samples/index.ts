/**
 * Code samples for one request in the languages of `api.examples.languages`.
 * (Interface fixed first so the page renderer and this module are written side by side.)
 */

/** A HAR-like request: everything a snippet needs, with the URL fully resolved. */
export interface SampleRequest {
  method: string;
  /** Absolute URL including the query string. */
  url: string;
  headers: { name: string; value: string }[];
  body?:
    | { mimeType: string; text: string }
    | { mimeType: 'multipart/form-data' | 'application/x-www-form-urlencoded'; params: { name: string; value?: string; fileName?: string; contentType?: string }[] };
}

export interface CodeSample {
  /** As configured (`curl`, `python`, `javascript` …), lower case. */
  language: string;
  /** Shown on the tab (`cURL`, `Python`, `JavaScript` …). */
  label: string;
  /** Shiki language id for highlighting. */
  highlight: string;
  code: string;
}

/** One sample per requested language; unknown language names are skipped (the caller warns). */
export function codeSamples(request: SampleRequest, languages: readonly string[]): CodeSample[] {
  void request;
  void languages;
  throw new Error('codeSamples: not implemented yet');
}
