/**
 * Code samples for one request in the languages of `api.examples.languages`: the build's
 * synchronous entry. The playground imports load-generator.ts instead, one language at a time.
 */
import { generator } from './generators.js';
import { findLanguage } from './languages.js';
import type { CodeSample, SampleRequest } from './sample-request.js';

export { findLanguage, languageNames, type LanguageInfo } from './languages.js';
export type { CodeSample, SampleRequest } from './sample-request.js';

/** One sample per requested language; unknown language names are skipped (the caller warns). */
export function codeSamples(request: SampleRequest, languages: readonly string[]): CodeSample[] {
  const samples: CodeSample[] = [];
  for (const name of languages) {
    const info = findLanguage(name);
    if (!info) continue;
    const code = generator(info.generator)(request);
    samples.push({ language: name.trim().toLowerCase(), label: info.label, highlight: info.highlight, code });
  }
  return samples;
}
