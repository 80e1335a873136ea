/**
 * Samples from @scalar/snippetz plugins (small, synchronous, one module per language, so the browser
 * loads only the one it shows). We hand each plugin a HAR request built from the normalised one,
 * adjusted where a plugin is known to go wrong, rather than editing the code it returns.
 */
import type { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import type { SnippetzPluginId } from './generator-id.js';
import { encodeQuery, normalizeRequest, type NormalRequest } from './normalize.js';
import type { SampleRequest } from './sample-request.js';

/** Every plugin has this shape; the package's own type lives in a dependency of its own. */
export type Plugin = typeof shellCurl;
type HarRequest = NonNullable<Parameters<Plugin['generate']>[0]>;
type PostData = NonNullable<HarRequest['postData']>;

/**
 * Plugins that go through snippetz's copy of httpsnippet: they read the query from the URL (and
 * ignore `queryString`), need an absolute URL, and take a form's body from `postData.text`.
 */
const FROM_URL = new Set<SnippetzPluginId>([
  'c/libcurl',
  'clojure/clj_http',
  'csharp/restsharp',
  'go/native',
  'java/okhttp',
  'kotlin/okhttp',
  'objc/nsurlsession',
  'ocaml/cohttp',
  'powershell/restmethod',
  'r/httr',
  'ruby/native',
  'shell/httpie',
  'shell/wget',
]);

/** Plugins that write a query as a map (Guzzle's `'query' => […]`), losing repeated keys: given in the URL. */
const QUERY_IN_URL = new Set<SnippetzPluginId>(['php/guzzle']);

/**
 * Plugins whose form builder goes wrong (Go's shadows its `url` package with the `url` variable and
 * keeps only the last of repeated keys; OkHttp's `addEncoded` is handed values that are not encoded):
 * they get the encoded form as a plain body, the Content-Type header still says what it is.
 */
const FORM_AS_TEXT = new Set<SnippetzPluginId>(['go/native', 'java/okhttp']);

/**
 * Plugins that send no multipart body from params (Ruby, PowerShell, Wget, OCaml, R) or quote field
 * values twice (HTTPie): they get the body as its text, with the Content-Type that names its
 * boundary, as a raw HTTP request would carry it.
 */
const MULTIPART_AS_TEXT = new Set<SnippetzPluginId>([
  'ocaml/cohttp',
  'powershell/restmethod',
  'r/httr',
  'ruby/native',
  'shell/httpie',
  'shell/wget',
]);

const BOUNDARY = '----SextantFormBoundary';

/** Stands in for the origin of a relative URL (a spec without servers) and is taken out again. */
const RELATIVE_ORIGIN = 'https://relative.invalid';

export function snippetzGenerator(id: SnippetzPluginId, plugin: Plugin): (request: SampleRequest) => string {
  return (request) => snippetzSample(id, plugin, normalizeRequest(request));
}

export function snippetzSample(id: SnippetzPluginId, plugin: Plugin, request: NormalRequest): string {
  const fromUrl = FROM_URL.has(id) || QUERY_IN_URL.has(id);
  const relative = fromUrl && !/^[a-z][a-z\d+.-]*:/i.test(request.baseUrl);
  const base = relative ? RELATIVE_ORIGIN + (request.baseUrl.startsWith('/') ? '' : '/') + request.baseUrl : request.baseUrl;
  const har: HarRequest = {
    method: request.method,
    url: fromUrl ? base + request.fullUrl.slice(request.baseUrl.length) : base,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: request.headers.map((h) => ({ ...h })),
    queryString: fromUrl ? [] : request.query.map((q) => ({ ...q })),
    headersSize: -1,
    bodySize: -1,
  };
  const body = postData(request, FORM_AS_TEXT.has(id));
  if (body?.mimeType === 'multipart/form-data' && MULTIPART_AS_TEXT.has(id)) {
    // With the boundary in the MIME type too, the plugins take their plain-body path and label it right.
    const mimeType = `multipart/form-data; boundary=${BOUNDARY}`;
    har.headers!.push({ name: 'Content-Type', value: mimeType });
    har.postData = { mimeType, text: multipartText(body.params ?? []) };
  } else if (body) har.postData = body;
  // Objective-C builds the body from params well but with the boundary "undefined" and no
  // Content-Type naming it: the header is handed in, the boundary put right below.
  const objcMultipart = id === 'objc/nsurlsession' && body?.mimeType === 'multipart/form-data';
  if (objcMultipart) har.headers!.push({ name: 'Content-Type', value: `multipart/form-data; boundary=${BOUNDARY}` });
  let code = plugin.generate(har) ?? '';
  // Unavoidable: the httpsnippet-based plugins parse the URL and cannot take a relative one.
  if (relative) code = code.split(RELATIVE_ORIGIN).join('');
  // And they encode a path's `{name}` (a parameter for the reader to fill in) as `%7Bname%7D`.
  if (fromUrl && request.baseUrl.includes('{')) code = code.replace(/%7B([A-Za-z_][\w.-]*)%7D/g, '{$1}');
  if (objcMultipart) code = code.replace('NSString *boundary = @"undefined";', `NSString *boundary = @"${BOUNDARY}";`);
  // Unavoidable too: Go's multipart upload opens the file with `os.Open` but does not import "os".
  if (id === 'go/native' && code.includes('os.Open(') && !code.includes('\t"os"\n'))
    code = code.replace('\t"net/http"\n', '\t"net/http"\n\t"os"\n');
  return code;
}

function postData(request: NormalRequest, formAsText: boolean): PostData | undefined {
  const body = request.body;
  if (!body) return undefined;
  switch (body.kind) {
    case 'json':
      // Pretty-printed: most plugins embed the text as given, and a one-line object reads badly.
      return { mimeType: 'application/json', text: JSON.stringify(body.value, null, 2) };
    case 'text':
      return { mimeType: body.mimeType, text: body.text };
    case 'urlencoded':
    case 'multipart': {
      const params = body.params.map((p) => ({
        name: p.name,
        value: p.value ?? '',
        ...(p.fileName !== undefined ? { fileName: p.fileName } : {}),
        ...(p.contentType ? { contentType: p.contentType } : {}),
      }));
      if (body.kind === 'multipart') return { mimeType: 'multipart/form-data', params };
      const text = body.params.map((p) => `${encodeQuery(p.name)}=${encodeQuery(p.value ?? '')}`).join('&');
      if (formAsText) return { mimeType: 'text/plain', text };
      // The encoded form as text too: the httpsnippet-based clients that do not read params
      // (Ruby, Wget, PowerShell, HTTP …) would otherwise send no body at all.
      return { mimeType: 'application/x-www-form-urlencoded', params, text };
    }
  }
}

/** A multipart body as sent; a file's content is its `value` (the page cannot read the file). */
function multipartText(params: NonNullable<PostData['params']>): string {
  const quote = (s: string) => s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
  const parts = params.map((p: (typeof params)[number]) => {
    let head = `Content-Disposition: form-data; name="${quote(p.name)}"`;
    if (p.fileName !== undefined) head += `; filename="${quote(p.fileName)}"`;
    if (p.contentType) head += `\r\nContent-Type: ${p.contentType}`;
    return `--${BOUNDARY}\r\n${head}\r\n\r\n${p.value ?? ''}\r\n`;
  });
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}
