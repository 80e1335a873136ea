import { parse as parseLenient, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import { toPointer } from '../common/json-pointer.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { JsonSource } from './json-source.js';

/** Nesting deeper than this is refused before any recursive code sees it (real files stay under 20). */
export const MAX_JSON_DEPTH = 200;
/** Larger configuration files are refused: a 10,000-page docs.json is about 1 MB. */
export const MAX_CONFIG_BYTES = 16 * 1024 * 1024;

export type ParseJsonResult = { ok: true; source: JsonSource } | { ok: false; diagnostics: Diagnostic[] };

/** Parse a JSON configuration file, reporting syntax errors, excessive nesting and size with positions. */
export function parseJsonFile(file: string, text: string): ParseJsonResult {
  const fail = (code: string, message: string, offset: number, hint?: string): ParseJsonResult => {
    const { line, column } = new JsonSource(file, text, undefined).position(offset);
    return { ok: false, diagnostics: [{ severity: 'error', code, message, file, line, column, pointer: '', ...(hint ? { hint } : {}) }] };
  };
  if (text.length > MAX_CONFIG_BYTES) {
    return fail(
      'config-too-large',
      `${file} is ${(text.length / 1048576).toFixed(1)} MB; the limit is ${MAX_CONFIG_BYTES / 1048576} MB`,
      0,
      'split large parts into other files with `{ "$ref": "./part.json" }`',
    );
  }
  const deep = findExcessiveNesting(text, MAX_JSON_DEPTH);
  if (deep !== -1) return fail('json-too-deep', `${file} nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, deep);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return { ok: true, source: new JsonSource(file, text, JSON.parse(text)) };
  } catch {
    return { ok: false, diagnostics: syntaxDiagnostics(file, text) };
  }
}

/**
 * Keys written twice in one object (`"openapi"` three times in OpenDonationAssistant's `api`): JSON keeps the
 * last, as Mintlify does, so the others are lost without a word. Each later one is reported at its key.
 */
export function duplicateKeys(file: string, text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const objects: Map<string, number>[] = [];
  const src = new JsonSource(file, text, undefined);
  visit(text, {
    onObjectBegin: () => void objects.push(new Map()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, offset, _length, _line, _column, pathSupplier) => {
      const seen = objects[objects.length - 1];
      if (!seen) return;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, offset);
        return;
      }
      const { line, column } = src.position(offset);
      const earlier = src.position(first);
      out.push({
        severity: 'warning',
        code: 'config-duplicate-key',
        message: `\`${key}\` is written twice in this object (first at line ${earlier.line}); only this last value is used`,
        file,
        line,
        column,
        pointer: toPointer([...pathSupplier(), key]),
        hint: 'keep one of them; to list several values, use an array where the field takes one',
      });
    },
  });
  return out;
}

/** Describe every JSON syntax error in `text` with its position (JSON.parse only says that one exists). */
function syntaxDiagnostics(file: string, text: string): Diagnostic[] {
  const errors: ParseError[] = [];
  parseLenient(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const src = new JsonSource(file, text, undefined);
  if (errors.length === 0) errors.push({ error: 1 /* InvalidSymbol */ as ParseError['error'], offset: 0, length: 0 });
  const firstAtOffset = errors.filter((e, i) => errors.findIndex((o) => o.offset === e.offset) === i);
  return firstAtOffset.slice(0, 20).map((e) => {
    const { line, column } = src.position(e.offset);
    const name = printParseErrorCode(e.error);
    const found = text.slice(e.offset, e.offset + Math.max(1, Math.min(e.length, 20)));
    const d: Diagnostic = {
      severity: 'error',
      code: 'json-syntax',
      message: `Invalid JSON: ${describeParseError(name)}${found.trim() ? `, found \`${found}\`` : ' at end of file'}`,
      file,
      line,
      column,
      pointer: '',
    };
    const hint = hintForParseError(name);
    if (hint) d.hint = hint;
    return d;
  });
}

function describeParseError(name: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected `:`',
    CommaExpected: 'expected `,`',
    CloseBraceExpected: 'expected `}`',
    CloseBracketExpected: 'expected `]`',
    EndOfFileExpected: 'expected end of file',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in string',
  };
  return words[name] ?? name;
}

function hintForParseError(name: string): string | undefined {
  if (name === 'PropertyNameExpected' || name === 'ValueExpected') return 'remove a trailing comma, or quote the property name';
  if (name === 'CommaExpected') return 'add a `,` between the previous value and this one';
  if (name === 'InvalidCommentToken') return 'remove the comment: docs.json is plain JSON';
  return undefined;
}

/** Return the offset where nesting first exceeds `max`, or -1. Skips string contents. */
export function findExcessiveNesting(text: string, max: number): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return i;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return -1;
}
