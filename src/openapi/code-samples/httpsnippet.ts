/**
 * Samples from @readme/httpsnippet (ReadMe's maintained fork of Kong's httpsnippet; synchronous,
 * escapes strings per language, covers most targets). We hand it a HAR request built from the
 * normalised one, adjusted where a client of it is known to go wrong.
 */
import { createRequire } from 'node:module';
import type * as HttpSnippetModule from '@readme/httpsnippet';
import type { NormalRequest } from './normalize.js';

type Library = typeof HttpSnippetModule;
type HarRequest = HttpSnippetModule.HarRequest;
let library: Library | undefined;

/** Loaded on first use (~150 ms): commands that import the page code but print no sample skip it. */
function load(): Library {
  return (library ??= createRequire(import.meta.url)('@readme/httpsnippet') as Library);
}

type PostData = NonNullable<HarRequest['postData']>;

export function httpsnippetSample(request: NormalRequest, target: string, client: string): string | undefined {
  // A fresh instance per client: clients edit the prepared request in place (python deletes the
  // multipart Content-Type, curl strips its boundary), which would leak into the next language.
  // The library's types make postData required; its init() supplies the default when it is absent.
  const snippet = new (load().HTTPSnippet)(toHar(request, target) as HarRequest);
  const [code] = snippet.convert(target as never, client);
  return typeof code === 'string' ? code : undefined;
}

function toHar(request: NormalRequest, target: string): Omit<HarRequest, 'postData'> & { postData?: PostData } {
  const body = postData(request, target);
  return {
    method: request.method,
    url: request.baseUrl,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers.map((h) => ({ ...h })),
    queryString: request.query.map((q) => ({ ...q })),
    // Present but undefined, it would replace the library's default and crash its prepare().
    ...(body ? { postData: body } : {}),
    headersSize: -1,
    bodySize: -1,
  };
}

function postData(request: NormalRequest, target: string): PostData | undefined {
  const body = request.body;
  if (!body) return undefined;
  switch (body.kind) {
    case 'json': {
      const pretty = JSON.stringify(body.value, null, 2);
      // The shell clients put JSON containing `'` in an unquoted heredoc, where the shell would
      // expand `$` and backslashes; labelled as text it is single-quoted instead, still pretty.
      if (target === 'shell') return { mimeType: 'text/plain', text: pretty };
      return { mimeType: 'application/json', text: pretty };
    }
    case 'text':
      return { mimeType: body.mimeType, text: body.text };
    case 'urlencoded':
    case 'multipart':
      return {
        mimeType: body.kind === 'urlencoded' ? 'application/x-www-form-urlencoded' : 'multipart/form-data',
        params: body.params.map((p) => ({
          name: p.name,
          value: p.value ?? '',
          ...(p.fileName !== undefined ? { fileName: p.fileName } : {}),
          ...(p.contentType ? { contentType: p.contentType } : {}),
        })),
      };
  }
}
