import { describe, expect, it } from 'vitest';
import { LLMS_TXT_CAP, capped, shortened, type Entry } from './llms-txt.js';

const line = (e: Entry, d = e.description) => `- [${e.title}](${e.route}.md)${d ? `: ${d}` : ''}\n`;

/** What the cap must give, computed the slow, obvious way: shorten each long description, then drop the last entry until it fits. */
function oracle(text: string, entries: Entry[]): string {
  let out = text;
  for (const e of entries)
    if (e.description && e.description.length > 120) out = out.replace(line(e), line(e, e.description.slice(0, 117) + '…'));
  if (out.length <= LLMS_TXT_CAP) return out;
  const lines = out.split('\n');
  let dropped = 0;
  const note = (n: number) => `\n${n} more pages are left out here: see /llms-full.txt.\n`;
  while (lines.join('\n').length + note(dropped + 1).length > LLMS_TXT_CAP) {
    lines.splice(
      lines.findLastIndex((l) => l.startsWith('- [')),
      1,
    );
    dropped++;
  }
  return lines.join('\n').trimEnd() + '\n' + note(dropped);
}

describe('an llms.txt list over the cap', () => {
  it('shortens long descriptions, then drops the last entries, as the plain algorithm would', () => {
    const entries: Entry[] = Array.from({ length: 1500 }, (_, i) => ({
      route: `/g/p${i}`,
      title: `Page ${i}`,
      description: i % 3 ? `Short ${i}` : `Long ${i} ${'x'.repeat(150)}`,
      group: 'g',
    }));
    const text = '# Site\n\n## g\n\n' + entries.map((e) => line(e)).join('') + '\n';
    const got = capped(text, entries);
    expect(got.length).toBeLessThanOrEqual(LLMS_TXT_CAP);
    expect(got).toBe(oracle(text, entries));
    const kept = got.match(/^- \[/gm)!.length;
    expect(got).toContain(`\n${1500 - kept} more pages are left out here`);
    expect(got).toContain(`- [Page 0](/g/p0.md): Long 0 ${'x'.repeat(110)}…\n`);
  });

  it('only shortens when that is enough', () => {
    const entries: Entry[] = Array.from({ length: 300 }, (_, i) => ({
      route: `/p${i}`,
      title: `P${i}`,
      description: 'd'.repeat(200),
      group: '',
    }));
    const text = entries.map((e) => line(e)).join('');
    const got = capped(text, entries);
    expect(got).toBe(oracle(text, entries));
    expect(got).not.toContain('left out');
  });
});

describe("an entry's description", () => {
  it('is one line of at most 300 characters, cut at a word', () => {
    expect(shortened('Two\nlines  here')).toBe('Two lines here');
    const long = shortened(`${'word '.repeat(100)}end`);
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long).toMatch(/word…$/);
  });
});
