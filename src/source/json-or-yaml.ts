import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

/** The YAML parser, loaded on first use: JSON-only commands (openapi-check on a .json file) skip its start-up. */
export const loadYaml = (): typeof Yaml => createRequire(import.meta.url)('yaml') as typeof Yaml;

/** Whether a document's text is JSON: a .json name, or text that opens with `{` or `[` (else it is YAML). */
export function isJsonText(file: string, text: string): boolean {
  return /\.json$/i.test(file) || /^\s*[{[]/.test(text.slice(0, 64));
}
