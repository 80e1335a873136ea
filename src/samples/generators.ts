/**
 * Every generator, loaded at once: the build's synchronous path. The browser loads one at a time
 * with load-generator.ts instead (the two maps are typed alike, so neither can miss a language).
 */
import { cLibcurl } from '@scalar/snippetz/plugins/c/libcurl';
import { clojureCljhttp } from '@scalar/snippetz/plugins/clojure/clj_http';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { csharpRestsharp } from '@scalar/snippetz/plugins/csharp/restsharp';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { httpHttp11 } from '@scalar/snippetz/plugins/http/http11';
import { javaOkhttp } from '@scalar/snippetz/plugins/java/okhttp';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { objcNsurlsession } from '@scalar/snippetz/plugins/objc/nsurlsession';
import { ocamlCohttp } from '@scalar/snippetz/plugins/ocaml/cohttp';
import { phpGuzzle } from '@scalar/snippetz/plugins/php/guzzle';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { rHttr } from '@scalar/snippetz/plugins/r/httr';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { shellHttpie } from '@scalar/snippetz/plugins/shell/httpie';
import { shellWget } from '@scalar/snippetz/plugins/shell/wget';
import { dartSample } from './dart.js';
import { fetchSample } from './fetch.js';
import type { Generate, GeneratorId, SnippetzPluginId } from './generator-id.js';
import { normalizeRequest } from './normalize.js';
import { pythonSample } from './python.js';
import { rustSample } from './rust.js';
import { snippetzGenerator, type Plugin } from './snippetz.js';
import { swiftSample } from './swift.js';

const PLUGINS: Record<SnippetzPluginId, Plugin> = {
  'c/libcurl': cLibcurl,
  'clojure/clj_http': clojureCljhttp,
  'csharp/httpclient': csharpHttpclient,
  'csharp/restsharp': csharpRestsharp,
  'go/native': goNative,
  'http/http11': httpHttp11,
  'java/okhttp': javaOkhttp,
  'kotlin/okhttp': kotlinOkhttp,
  'objc/nsurlsession': objcNsurlsession,
  'ocaml/cohttp': ocamlCohttp,
  'php/guzzle': phpGuzzle,
  'powershell/restmethod': powershellRestmethod,
  'r/httr': rHttr,
  'ruby/native': rubyNative,
  'shell/curl': shellCurl,
  'shell/httpie': shellHttpie,
  'shell/wget': shellWget,
};

const OURS: Record<Exclude<GeneratorId, SnippetzPluginId>, Generate> = {
  'fetch/browser': (request) => fetchSample(normalizeRequest(request), 'browser'),
  'fetch/node': (request) => fetchSample(normalizeRequest(request), 'node'),
  python: (request) => pythonSample(normalizeRequest(request)),
  rust: (request) => rustSample(normalizeRequest(request)),
  dart: (request) => dartSample(normalizeRequest(request)),
  swift: (request) => swiftSample(normalizeRequest(request)),
};

export function generator(id: GeneratorId): Generate {
  return id in OURS ? OURS[id as keyof typeof OURS] : snippetzGenerator(id as SnippetzPluginId, PLUGINS[id as SnippetzPluginId]);
}
