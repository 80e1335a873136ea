import fs from 'node:fs';
import path from 'node:path';
import { readYaml } from './frontmatter.js';

/**
 * A page's sidebar label without compiling it: its frontmatter `title`/`sidebarTitle` (or first `#`
 * heading), read from the first few kilobytes. The dev server uses it so the first page is served
 * before the others are compiled.
 */
export function quickTitle(
  root: string,
  file: string,
): { title: string; sidebarTitle?: string; icon?: string; tag?: string; deprecated?: boolean; url?: string } {
  const head = readHead(path.join(root, file));
  if (head === undefined) return { title: titleFromFile(file) };
  const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(head);
  let data: Record<string, unknown> = {};
  if (fm) {
    // Keys written plainly are read off their lines; anything else gets the compile step's reading
    // (which also reports its problems). A label read wrong here only costs drawing pages again.
    const plain = plainKeys(fm[1]!);
    if (plain) data = plain;
    else {
      const read = readYaml(fm[1]!);
      if (read.ok && read.value && typeof read.value === 'object') data = read.value as Record<string, unknown>;
    }
  }
  const str = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : undefined);
  const h1 = /^#[ \t]+(.+?)[ \t]*$/m.exec(fm ? head.slice(fm[0].length) : head)?.[1];
  return {
    title: str('title') ?? h1 ?? titleFromFile(file),
    ...(str('sidebarTitle') ? { sidebarTitle: str('sidebarTitle')! } : {}),
    ...(str('icon') ? { icon: str('icon')! } : {}),
    ...(str('tag') ? { tag: str('tag')! } : {}),
    ...(data['deprecated'] === true ? { deprecated: true } : {}),
    ...(data['hidden'] === true ? { hidden: true } : {}),
    ...(str('url')?.trim() ? { url: str('url')!.trim() } : {}),
  };
}

const LABEL_KEYS = ['title', 'sidebarTitle', 'icon', 'tag', 'deprecated', 'hidden', 'url'];
// `key: value` at the start of a line, the value plain or quoted on one line, an optional comment after.
const KEY_LINE = /^([A-Za-z]+)[ \t]*:[ \t]*(.*?)[ \t]*$/gm;
// Plain scalars that are not strings or need YAML's rules (flow collections, block scalars, anchors, tags …).
const NOT_PLAIN = /^(?:[-?:,[\]{}#&*!|>'"%@`]|$)|[ \t]#|:[ \t]|:$|^(?:~|null|yes|no|on|off|y|n|[+.0-9].*)$/i;

/**
 * The label keys of a frontmatter whose label keys are each on one line, plain or in double or single
 * quotes without escapes; undefined when any is written otherwise (YAML then reads it).
 */
function plainKeys(yaml: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [, key, raw] of yaml.matchAll(KEY_LINE)) {
    if (!LABEL_KEYS.includes(key!)) continue;
    if (key! in out) return undefined; // repeated: YAML's rules decide
    const value = raw!;
    if (value === 'true' || value === 'false') out[key!] = value === 'true';
    else if (/^"[^"\\]*"$/.test(value)) out[key!] = value.slice(1, -1);
    else if (/^'[^']*'$/.test(value)) out[key!] = value.slice(1, -1);
    else if (NOT_PLAIN.test(value)) return undefined;
    else out[key!] = value;
  }
  return out;
}

/** The first 8 KB of a file (frontmatter and the first heading live there), or undefined if unreadable. */
function readHead(abs: string): string | undefined {
  try {
    const fd = fs.openSync(abs, 'r');
    try {
      const buf = Buffer.alloc(8192);
      return buf.toString('utf8', 0, fs.readSync(fd, buf, 0, buf.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/** `guides/getting-started.mdx` → "Getting started". */
export function titleFromFile(file: string): string {
  const base = path.posix.basename(file).replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(file);
  const name = base === 'index' ? (dir === '.' ? 'Home' : path.posix.basename(dir)) : base;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
