/**
 * The sections an API page lists its fields under, in page order: one per parameter location, the
 * body and the response. Generated pages (endpoint-view.tsx) and hand-written ones
 * (content/api-sections.ts) share the headings and anchors; a new location is one line here.
 */
export interface FieldSection {
  /** A parameter location (`in`), `body` or `response`. */
  location: string;
  title: string;
  /** The heading's anchor. */
  id: string;
}

export const FIELD_SECTIONS: readonly FieldSection[] = [
  { location: 'path', title: 'Path parameters', id: 'path-parameters' },
  { location: 'query', title: 'Query parameters', id: 'query-parameters' },
  { location: 'header', title: 'Headers', id: 'header-parameters' },
  { location: 'cookie', title: 'Cookies', id: 'cookie-parameters' },
  { location: 'body', title: 'Body', id: 'body' },
  { location: 'response', title: 'Response', id: 'response' },
];
