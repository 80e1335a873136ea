import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../src/output/build.js';
import { tmpSite } from './helpers/tmp-site.js';

const BIN = path.join(import.meta.dirname, '../bin/sextant.js');

/** The pid of a process that has exited (its temporary folders are provably abandoned). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

const leftovers = (dir: string) => fs.readdirSync(dir).filter((f) => /\.sextant-(tmp|old|trash)-/.test(f));

describe('builds killed or interrupted', () => {
  it('neither copies the temporary folder of a killed build into the next output nor leaves it behind', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Home\n' });
    // What `kill -9` during a build leaves: a half-written output folder beside dist/.
    const stale = path.join(root, `dist.sextant-tmp-${deadPid()}`);
    fs.mkdirSync(path.join(stale, 'guide'), { recursive: true });
    fs.writeFileSync(path.join(stale, 'guide', 'index.html'), '<p>half</p>');
    fs.writeFileSync(path.join(stale, 'notes.txt'), 'half');
    // …and one beside an output folder elsewhere in the docs folder.
    const nested = path.join(root, 'site', `out.sextant-tmp-${deadPid()}`);
    fs.mkdirSync(nested, { recursive: true });
    fs.writeFileSync(path.join(nested, 'notes.txt'), 'half');

    const result = await build(root);
    expect(result.ok).toBe(true);
    const out = path.join(root, 'dist');
    expect(fs.readdirSync(out).filter((f) => f.includes('sextant-tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(out, 'site'))).toBe(false);
    expect(leftovers(root)).toEqual([]);
  });

  it('keeps the temporary folder of a build still running beside the same output', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Home\n' });
    // The test runner itself stands in for another live build.
    const live = path.join(root, `dist.sextant-tmp-${process.ppid}`);
    fs.mkdirSync(live);
    expect((await build(root)).ok).toBe(true);
    expect(fs.existsSync(live)).toBe(true);
    expect(fs.readdirSync(path.join(root, 'dist')).filter((f) => f.includes('sextant-tmp'))).toEqual([]);
  });

  it('replaces a previous output and deletes it in the background, and a killed deletion is finished by the next build', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Home\n' });
    const out = path.join(root, 'dist');
    // Without the cache every build writes a whole new output (with it, a rebuild changes files in place).
    expect((await build(root, { cache: false })).ok).toBe(true);
    fs.writeFileSync(path.join(out, 'stale.txt'), 'from the previous output');
    fs.writeFileSync(path.join(root, 'index.mdx'), '# Home again\n');
    expect((await build(root, { cache: false })).ok).toBe(true);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Home again');
    expect(fs.existsSync(path.join(out, 'stale.txt'))).toBe(false);
    await expect.poll(() => leftovers(root), { timeout: 20_000 }).toEqual([]);
    // A deletion killed half-way (its build's process gone), the output folder missing: deleted, never restored.
    const trash = path.join(root, `dist.sextant-trash-${deadPid()}-0`);
    fs.mkdirSync(trash);
    fs.writeFileSync(path.join(trash, 'index.html'), 'half-deleted');
    fs.rmSync(out, { recursive: true });
    expect((await build(root, { cache: false })).ok).toBe(true);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Home again');
    expect(leftovers(root)).toEqual([]);
  });

  it('restores the previous output when a build was killed between moving it aside and swapping in the new one', async () => {
    const root = tmpSite({ 'docs.json': { navigation: { pages: ['index'] } }, 'index.mdx': '# Home\n' });
    expect((await build(root)).ok).toBe(true);
    const out = path.join(root, 'dist');
    fs.renameSync(out, path.join(root, `dist.sextant-old-${deadPid()}`));
    // A failing build must not lose it either.
    fs.writeFileSync(path.join(root, 'index.mdx'), '# Broken\n\n<Card>\n\nnever closed\n');
    expect((await build(root)).ok).toBe(false);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Home');
    expect(leftovers(root)).toEqual([]);
  });

  /**
   * Start `sextant build` on a 600-page site with a previous output, and send SIGINT once pages are being
   * written: to the command's process alone, or (`group`) to its whole process group as a terminal's
   * Ctrl-C does, which then reaches both the command and the build it relaunched (bin/relaunch.js).
   */
  async function interruptBuild(group: boolean) {
    const pages = Array.from({ length: 600 }, (_, i) => `p${i}`);
    const files: Record<string, string | object> = { 'docs.json': { navigation: { pages } } };
    for (const p of pages)
      files[`${p}.mdx`] =
        `---\ntitle: Page ${p}\n---\n\n## Intro\n\nSome **text** and \`code\`.\n\n\`\`\`js\nconst x = ${p.length};\n\`\`\`\n`;
    const root = tmpSite(files);
    const out = path.join(root, 'dist');
    // The previous output, and a private temp folder to see the scratch page store go.
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), 'previous');
    const scratch = path.join(root, '.tmp');
    fs.mkdirSync(scratch);

    const child = spawn(process.execPath, [BIN, 'build', root, '--no-cache'], {
      env: { ...process.env, TMPDIR: scratch, NO_COLOR: '1', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: group,
    });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        // Interrupt once pages are being written.
        if (/\d+\/600 pages/.test(stdout) && !sent) {
          sent = true;
          if (group) process.kill(-child.pid!, 'SIGINT');
          else child.kill('SIGINT');
        }
      });
      child.on('exit', (c) => resolve(c));
    });
    expect({ code, stdout, stderr }).toMatchObject({ code: 130 });
    expect(stdout).not.toContain('✔ built');
    expect(stderr).toContain('stopped; the output was left as it was');
    expect(leftovers(root)).toEqual([]);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(scratch)).toEqual([]);
  }

  it('SIGINT during `sextant build` removes the temporary folders, keeps the previous output and exits 130', async () => {
    await interruptBuild(false);
  }, 120_000);

  it('cleans up the same way when Ctrl-C reaches the command and the build it relaunched together', async () => {
    await interruptBuild(true);
  }, 120_000);
});
