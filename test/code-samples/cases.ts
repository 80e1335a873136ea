/** Requests the code-sample tests generate and run; `base` is the origin the samples call. */
import type { SampleRequest } from '../../src/samples/index.js';

export const FILE_CONTENT = 'line one\nit\'s "quoted" $HOME\n';

export function sampleCases(base: string): Record<string, SampleRequest> {
  return {
    'get-query': {
      method: 'GET',
      url: `${base}/search/caf%C3%A9?tag=red%20car&tag=x%26y%3Dz&q=%C3%BC%2F%3F%23+plus&empty=`,
      headers: [{ name: 'Accept', value: 'application/json' }],
    },
    'post-json': {
      method: 'POST',
      url: `${base}/pets?dry_run=true`,
      headers: [
        { name: 'Authorization', value: 'Bearer tok_123' },
        { name: 'Content-Type', value: 'application/json' },
      ],
      body: {
        mimeType: 'application/json',
        text: JSON.stringify({
          name: 'O\'Neil "Bob" $HOME `id`',
          tags: ['a', 'ü', 'new\nline'],
          nested: { n: 1.5, ok: true, none: null, 'kebab-key': 'a\\b' },
          empty: {},
          list: [],
        }),
      },
    },
    'put-text': {
      method: 'PUT',
      url: `${base}/notes/1`,
      headers: [{ name: 'Content-Type', value: 'text/plain' }],
      body: { mimeType: 'text/plain', text: 'héllo\n\'world\' $HOME \\ "q" `x`' },
    },
    'post-form': {
      method: 'POST',
      url: `${base}/login`,
      headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }],
      body: {
        mimeType: 'application/x-www-form-urlencoded',
        params: [
          { name: 'user', value: 'ann lee' },
          { name: 'b&c', value: 'x=y' },
          { name: 'role', value: 'admin' },
          { name: 'quote', value: "it's 100%" },
          { name: 'role', value: 'dev+ops' },
        ],
      },
    },
    'post-multipart': {
      method: 'POST',
      url: `${base}/upload`,
      headers: [{ name: 'X-Trace', value: 'abc' }],
      body: {
        mimeType: 'multipart/form-data',
        params: [
          { name: 'title', value: "Q3 report's draft" },
          { name: 'attachment', fileName: 'test.txt', contentType: 'text/plain', value: FILE_CONTENT },
        ],
      },
    },
    'patch-multipart-fields': {
      method: 'PATCH',
      url: `${base}/profile`,
      headers: [],
      body: {
        mimeType: 'multipart/form-data',
        params: [
          { name: 'display name', value: 'Zoë "Z" O\'Hara' },
          { name: 'bio', value: 'line 1\nline 2' },
        ],
      },
    },
    'delete-headers': {
      method: 'DELETE',
      url: `${base}/pets/42`,
      headers: [
        { name: 'X-Request-Id', value: 'req-1' },
        { name: 'X-Quote', value: 'it\'s "x" $y' },
        { name: 'X-Api-Key', value: 'k=1;2' },
      ],
    },
  };
}
