import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CodeLanguage } from '../model/site-model.js';
import { parseJsonFile } from '../source/parse-json.js';
import { isObject } from '../common/is-object.js';
import { toPointer, type PathSegment } from '../common/json-pointer.js';
import type { ConfigLocator } from './context.js';

const FIELD = ['styling', 'codeblocks', 'languages', 'custom'] as const;

/**
 * The TextMate grammars `styling.codeblocks.languages.custom` names (JSON files in the docs folder), read
 * for the code blocks of the pages: a fence names one by the grammar's `name` or `aliases` (as Shiki
 * does), else, unless a bundled language has that name, by its scope's last part (`source.tolk` → `tolk`)
 * or its file's name (`tolk.tmLanguage.json`). A file that is missing, not JSON or not a grammar is left
 * out with a warning: its blocks are plain text.
 */
export function readCodeLanguages(
  root: string,
  paths: readonly string[],
  files: ReadonlySet<string>,
  locator: ConfigLocator,
): { languages: CodeLanguage[]; diagnostics: Diagnostic[] } {
  const languages: CodeLanguage[] = [];
  const diagnostics: Diagnostic[] = [];
  paths.forEach((written, i) => {
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
    const fault = grammarFault(grammar);
    if (fault) {
      warn(
        'code-language-invalid',
        `${file}: ${fault.message}; its code blocks are shown as plain text`,
        'use the grammar JSON an editor extension ships (`*.tmLanguage.json`)',
        { file, ...parsed.source.locate(fault.path), pointer: toPointer(fault.path) },
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

/** The first place where a grammar's rules are not shaped as TextMate rules (the highlighter would fail on it). */
function grammarFault(grammar: Record<string, unknown>): Fault | undefined {
  for (const key of TOP_LISTS) {
    const v = grammar[key];
    if (v !== undefined && !(Array.isArray(v) && v.every((x) => typeof x === 'string')))
      return { path: [key], message: `\`${key}\` must be a list of strings` };
  }
  for (const key of TOP_STRINGS)
    if (grammar[key] !== undefined && typeof grammar[key] !== 'string') return { path: [key], message: `\`${key}\` must be a string` };
  return (
    ruleList(grammar['patterns'], ['patterns']) ??
    ruleMap(grammar['repository'], ['repository']) ??
    ruleMap(grammar['injections'], ['injections'])
  );
}

type Fault = { path: PathSegment[]; message: string };

/** The first fault of one rule: its text fields, its captures, then its own patterns and repository. */
function ruleFault(r: unknown, path: PathSegment[]): Fault | undefined {
  if (!isObject(r)) return { path, message: 'a rule must be an object' };
  for (const key of STRING_FIELDS)
    if (r[key] !== undefined && typeof r[key] !== 'string') return { path: [...path, key], message: `\`${key}\` must be a string` };
  for (const key of CAPTURE_FIELDS) {
    const inner = ruleMap(r[key], [...path, key]);
    if (inner) return inner;
  }
  return ruleList(r['patterns'], [...path, 'patterns']) ?? ruleMap(r['repository'], [...path, 'repository']);
}

/** `patterns`: a list of rules (absent is fine). */
function ruleList(list: unknown, path: PathSegment[]): Fault | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) return { path, message: '`patterns` must be a list of rules' };
  return firstFault(
    list.map((r, i) => [i, r]),
    path,
  );
}

/** `repository`, `injections`, captures: rules by name (absent is fine). */
function ruleMap(map: unknown, path: PathSegment[]): Fault | undefined {
  if (map === undefined) return undefined;
  if (!isObject(map)) return { path, message: `\`${String(path[path.length - 1])}\` must be an object of rules` };
  return firstFault(Object.entries(map), path);
}

/** The first fault among rules, each at `path` and its own key. */
function firstFault(entries: [PathSegment, unknown][], path: PathSegment[]): Fault | undefined {
  for (const [k, r] of entries) {
    const inner = ruleFault(r, [...path, k]);
    if (inner) return inner;
  }
  return undefined;
}

/** Grammar fields that list names (the highlighter iterates them). */
const TOP_LISTS = ['injectTo', 'embeddedLangs', 'embeddedLangsLazy', 'embeddedLanguages'] as const;
/** Grammar fields that hold text. */
const TOP_STRINGS = ['name', 'displayName', 'injectionSelector', 'firstLineMatch'] as const;

/** Rule fields that hold text: scope names, regexes, includes. */
const STRING_FIELDS = ['name', 'contentName', 'match', 'begin', 'end', 'while', 'include'] as const;
/** Rule fields that hold rules by capture group. */
const CAPTURE_FIELDS = ['captures', 'beginCaptures', 'endCaptures', 'whileCaptures'] as const;
