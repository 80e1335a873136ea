/**
 * The request a live code sample is drawn from. Declared here until src/samples/sample-request.ts
 * (the samples helper's) is merged; the shapes are the same.
 */
export interface SampleParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}

export interface SampleRequest {
  method: string;
  /** Absolute, with its query. */
  url: string;
  headers: { name: string; value: string }[];
  body?:
    { mimeType: string; text: string } | { mimeType: 'multipart/form-data' | 'application/x-www-form-urlencoded'; params: SampleParam[] };
}
