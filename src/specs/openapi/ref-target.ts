/** Where a `$ref` points: the file (a project path) and the JSON pointer inside it. */

import path from 'node:path';

export type RefTarget =
  | { ok: true; file: string; pointer: string }
  | { ok: false; code: 'spec-ref-remote' | 'spec-ref-outside-project' | 'spec-ref-unsupported'; message: string };

/**
 * How many `$ref`s in a row (each target itself only a `$ref`) are followed before giving up with a
 * \`ref-chain-too-long\` warning. Real specs chain a few; the bound only keeps generated ones finite.
 */
export const MAX_REF_HOPS = 1000;

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Split a `$ref` written in file `base` into its target file and decoded JSON pointer. Relative file
 * parts resolve against `base`'s folder; URLs and paths leaving the project are refused (a spec must
 * build the same offline, and must not read files outside the docs folder).
 */
export function refTarget(ref: string, base: string): RefTarget {
  const hash = ref.indexOf('#');
  const filePart = hash === -1 ? ref : ref.slice(0, hash);
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const pointer = decodeFragment(fragment);
  if (pointer !== '' && !pointer.startsWith('/')) {
    return {
      ok: false,
      code: 'spec-ref-unsupported',
      message: `$ref "${ref}" uses a plain-name fragment; only JSON pointers (#/…) are followed`,
    };
  }
  if (filePart === '') return { ok: true, file: base, pointer };
  if (URL_SCHEME.test(filePart) || filePart.startsWith('//')) {
    return {
      ok: false,
      code: 'spec-ref-remote',
      message: `$ref "${ref}" points to a URL; remote references are not followed (copy the file into the project)`,
    };
  }
  if (URL_SCHEME.test(base)) {
    return {
      ok: false,
      code: 'spec-ref-remote',
      message: `$ref "${ref}" is relative to a spec fetched from ${base}; remote references are not followed`,
    };
  }
  let rel: string;
  try {
    rel = decodeURI(filePart);
  } catch {
    rel = filePart;
  }
  if (path.posix.isAbsolute(rel) || /^[a-z]:[\\/]/i.test(rel)) {
    return { ok: false, code: 'spec-ref-outside-project', message: `$ref "${ref}" is an absolute path; use a path relative to ${base}` };
  }
  const file = path.posix.normalize(path.posix.join(path.posix.dirname(base), rel.replace(/\\/g, '/')));
  if (file === '..' || file.startsWith('../')) {
    return { ok: false, code: 'spec-ref-outside-project', message: `$ref "${ref}" in ${base} points outside the docs folder` };
  }
  return { ok: true, file, pointer };
}

/** A URI fragment as a JSON pointer (percent-decoded first, as RFC 6901 §6 says). */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}
