/** What the code-sample generators take and give: one request, one sample per language. */
/** A HAR-like request: everything a snippet needs, with the URL fully resolved. */
export interface SampleRequest {
  method: string;
  /** Absolute URL including the query string. */
  url: string;
  headers: { name: string; value: string }[];
  body?:
    | { mimeType: string; text: string }
    | {
        mimeType: 'multipart/form-data' | 'application/x-www-form-urlencoded';
        params: { name: string; value?: string; fileName?: string; contentType?: string }[];
      };
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
