/**
 * One language's generator, loaded on demand: the browser's path. Each `import()` names one plugin
 * or one of our generators, so a bundler splits each into a chunk of its own and the playground
 * downloads only the languages the reader looks at. Same generators as generators.ts, same text.
 */
import type { Generate, GeneratorId, SnippetzPluginId } from './generator-id.js';
import { findLanguage } from './languages.js';
import { normalizeRequest } from './normalize.js';
import { snippetzGenerator, type Plugin } from './snippetz.js';

const PLUGINS: Record<SnippetzPluginId, () => Promise<Plugin>> = {
  'c/libcurl': () => import('@scalar/snippetz/plugins/c/libcurl').then((m) => m.cLibcurl),
  'clojure/clj_http': () => import('@scalar/snippetz/plugins/clojure/clj_http').then((m) => m.clojureCljhttp),
  'csharp/httpclient': () => import('@scalar/snippetz/plugins/csharp/httpclient').then((m) => m.csharpHttpclient),
  'csharp/restsharp': () => import('@scalar/snippetz/plugins/csharp/restsharp').then((m) => m.csharpRestsharp),
  'go/native': () => import('@scalar/snippetz/plugins/go/native').then((m) => m.goNative),
  'http/http11': () => import('@scalar/snippetz/plugins/http/http11').then((m) => m.httpHttp11),
  'java/okhttp': () => import('@scalar/snippetz/plugins/java/okhttp').then((m) => m.javaOkhttp),
  'kotlin/okhttp': () => import('@scalar/snippetz/plugins/kotlin/okhttp').then((m) => m.kotlinOkhttp),
  'objc/nsurlsession': () => import('@scalar/snippetz/plugins/objc/nsurlsession').then((m) => m.objcNsurlsession),
  'ocaml/cohttp': () => import('@scalar/snippetz/plugins/ocaml/cohttp').then((m) => m.ocamlCohttp),
  'php/guzzle': () => import('@scalar/snippetz/plugins/php/guzzle').then((m) => m.phpGuzzle),
  'powershell/restmethod': () => import('@scalar/snippetz/plugins/powershell/restmethod').then((m) => m.powershellRestmethod),
  'r/httr': () => import('@scalar/snippetz/plugins/r/httr').then((m) => m.rHttr),
  'ruby/native': () => import('@scalar/snippetz/plugins/ruby/native').then((m) => m.rubyNative),
  'shell/curl': () => import('@scalar/snippetz/plugins/shell/curl').then((m) => m.shellCurl),
  'shell/httpie': () => import('@scalar/snippetz/plugins/shell/httpie').then((m) => m.shellHttpie),
  'shell/wget': () => import('@scalar/snippetz/plugins/shell/wget').then((m) => m.shellWget),
};

const OURS: Record<Exclude<GeneratorId, SnippetzPluginId>, () => Promise<Generate>> = {
  'fetch/browser': () => import('./fetch.js').then((m) => (request) => m.fetchSample(normalizeRequest(request), 'browser')),
  'fetch/node': () => import('./fetch.js').then((m) => (request) => m.fetchSample(normalizeRequest(request), 'node')),
  python: () => import('./python.js').then((m) => (request) => m.pythonSample(normalizeRequest(request))),
  rust: () => import('./rust.js').then((m) => (request) => m.rustSample(normalizeRequest(request))),
  dart: () => import('./dart.js').then((m) => (request) => m.dartSample(normalizeRequest(request))),
  swift: () => import('./swift.js').then((m) => (request) => m.swiftSample(normalizeRequest(request))),
};

/** The generator for a configured language name or alias (`curl`, `py` …), or undefined when we have none. */
export async function loadGenerator(name: string): Promise<Generate | undefined> {
  const info = findLanguage(name);
  if (!info) return undefined;
  const id = info.generator;
  if (id in OURS) return OURS[id as keyof typeof OURS]();
  const plugin = await PLUGINS[id as SnippetzPluginId]();
  return snippetzGenerator(id as SnippetzPluginId, plugin);
}
