import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CodeLanguage } from '../model/site-model.js';
import { parseJsonFile } from '../source/parse-json.js';
import { isObject } from '../common/is-object.js';
import type { ConfigLocator } from './context.js';

const FIELD = ['styling', 'codeblocks', 'languages', 'custom'] as const;

/**
 * The TextMate grammars `styling.codeblocks.languages.custom` names (JSON files in the docs folder), read
 * for the code blocks of the pages: a fence names one by the grammar's `name` or `aliases` (as Shiki
 * does), else, unless a bundled language has that name, by its scope's last part (`source.tolk` → `tolk`)
 * or its file's name (`tolk.tmLanguage.json`). A
 * file that is missing, not JSON or not a grammar is left out with a warning: its blocks are plain text.
 */
export function readCodeLanguages(
  root: string,
  paths: readonly string[] | undefined,
  files: ReadonlySet<string>,
  locator: ConfigLocator,
): { languages: CodeLanguage[]; diagnostics: Diagnostic[] } {
  const languages: CodeLanguage[] = [];
  const diagnostics: Diagnostic[] = [];
  (paths ?? []).forEach((written, i) => {
    const warn = (code: string, message: string, hint: string, at?: Pick<Diagnostic, 'file' | 'line' | 'column' | 'pointer'>) =>
      diagnostics.push({ severity: 'warning', code, message, ...(at ?? locator.locate([...FIELD, i])), hint });
    const file = path.posix.normalize(written.replace(/\\/g, '/').replace(/^\.?\/+/, ''));
    if (!files.has(file)) {
      warn(
        'code-language-missing',
        `The grammar file "${written}" is not in the docs folder; its code blocks are shown as plain text`,
        'give the path of a TextMate grammar (.json) from the docs folder, e.g. "/languages/tolk.tmLanguage.json"',
      );
      return;
    }
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const parsed = parseJsonFile(file, text);
    if (!parsed.ok) {
      for (const d of parsed.diagnostics) diagnostics.push({ ...d, severity: 'warning', code: 'code-language-invalid' });
      return;
    }
    const grammar = parsed.source.value;
    if (!isObject(grammar) || typeof grammar['scopeName'] !== 'string' || !Array.isArray(grammar['patterns'])) {
      warn(
        'code-language-invalid',
        `${file} is not a TextMate grammar (it needs \`scopeName\` and \`patterns\`); its code blocks are shown as plain text`,
        'use the grammar JSON an editor extension ships (`*.tmLanguage.json`)',
        { file, line: 1, column: 1, pointer: '' },
      );
      return;
    }
    const scope = grammar['scopeName'];
    const own = typeof grammar['name'] === 'string' ? grammar['name'] : '';
    const aliases = Array.isArray(grammar['aliases']) ? grammar['aliases'].filter((a): a is string => typeof a === 'string') : [];
    const stem = path.posix.basename(file).replace(/(\.tmLanguage)?\.json$/i, '');
    const lower = (list: string[]) => [...new Set(list.map((n) => n.toLowerCase()).filter(Boolean))];
    const names = lower([own, ...aliases]);
    const derived = lower([scope.slice(scope.lastIndexOf('.') + 1), stem]).filter((n) => !names.includes(n));
    const hash = crypto.createHash('sha256').update(text).digest('base64url').slice(0, 16);
    languages.push({ file, names, derived, grammar, hash });
  });
  return { languages, diagnostics };
}
