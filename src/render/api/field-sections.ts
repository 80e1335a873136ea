/**
 * The sections an API page lists its fields under, in page order: one per parameter location, the
 * body and the response. Generated pages (endpoint-view.tsx) and hand-written ones
 * (content/api-sections.ts) share the headings and anchors; a new location is one line here.
 */
export interface FieldSection {
  /** A parameter location (`in`), `body` or `response`. */
  location: string;
  title: string;
  /** The title's key in the page's words (ui-strings.ts `api`). */
  words: 'pathParameters' | 'queryParameters' | 'headers' | 'cookies' | 'body' | 'response';
  /** The heading's anchor. */
  id: string;
}

export const FIELD_SECTIONS: readonly FieldSection[] = [
  { location: 'path', title: 'Path parameters', words: 'pathParameters', id: 'path-parameters' },
  { location: 'query', title: 'Query parameters', words: 'queryParameters', id: 'query-parameters' },
  { location: 'header', title: 'Headers', words: 'headers', id: 'header-parameters' },
  { location: 'cookie', title: 'Cookies', words: 'cookies', id: 'cookie-parameters' },
  { location: 'body', title: 'Body', words: 'body', id: 'body' },
  { location: 'response', title: 'Response', words: 'response', id: 'response' },
];
