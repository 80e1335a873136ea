/** Every generator the language table may name: a @scalar/snippetz plugin (`target/client`) or one of ours. */
import type { SampleRequest } from './sample-request.js';

export type SnippetzPluginId =
  | 'c/libcurl'
  | 'clojure/clj_http'
  | 'csharp/httpclient'
  | 'csharp/restsharp'
  | 'go/native'
  | 'http/http11'
  | 'java/okhttp'
  | 'kotlin/okhttp'
  | 'objc/nsurlsession'
  | 'ocaml/cohttp'
  | 'php/guzzle'
  | 'powershell/restmethod'
  | 'r/httr'
  | 'ruby/native'
  | 'shell/curl'
  | 'shell/httpie'
  | 'shell/wget';

export type GeneratorId = SnippetzPluginId | 'fetch/browser' | 'fetch/node' | 'python' | 'rust' | 'dart' | 'swift';

/** A generator: one request in, the sample's source text out. */
export type Generate = (request: SampleRequest) => string;
