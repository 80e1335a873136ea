/**
 * Code samples for one request in the languages of `api.examples.languages`.
 * (Interface fixed first so the page renderer and this module are written side by side.)
 */
import { dartSample } from './dart.js';
import { fetchSample } from './fetch.js';
import { httpsnippetSample } from './httpsnippet.js';
import { findLanguage, type Generator } from '../../config/code-sample-languages.js';
import { normalizeRequest, type NormalRequest } from './normalize.js';
import { pythonSample } from './python.js';
import { rustSample } from './rust.js';
import type { CodeSample, SampleRequest } from './sample-request.js';

export { findLanguage, languageNames } from '../../config/code-sample-languages.js';
export type { CodeSample, SampleRequest } from './sample-request.js';

/** One sample per requested language; unknown language names are skipped (the caller warns). */
export function codeSamples(request: SampleRequest, languages: readonly string[]): CodeSample[] {
  const normal = normalizeRequest(request);
  const samples: CodeSample[] = [];
  for (const name of languages) {
    const info = findLanguage(name);
    if (!info) continue;
    const code = generate(normal, info.generator);
    if (code !== undefined) samples.push({ language: name.trim().toLowerCase(), label: info.label, highlight: info.highlight, code });
  }
  return samples;
}

function generate(request: NormalRequest, generator: Generator): string | undefined {
  switch (generator.kind) {
    case 'fetch':
      return fetchSample(request, generator.flavour);
    case 'python':
      return pythonSample(request);
    case 'rust':
      return rustSample(request);
    case 'dart':
      return dartSample(request);
    case 'httpsnippet':
      return httpsnippetSample(request, generator.target, generator.client);
  }
}
