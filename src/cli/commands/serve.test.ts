import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../../test/helpers/tmp-site.js';

const BIN = path.join(import.meta.dirname, '../../../bin/sextant.js');

/** Run `sextant` to completion in a new process. */
function run(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('sextant serve (CLI)', () => {
  it('prints the URL it serves, answers requests, and exits 0 on SIGTERM', async () => {
    const dist = tmpSite({ 'index.html': '<!doctype html><title>Home</title>' });
    const child = spawn(process.execPath, [BIN, 'serve', dist, '--port', '0', '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /^Serving .+ at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
          if (match) resolve(match[1]!);
        });
        child.on('exit', () => reject(new Error(`exited before serving: ${out}`)));
      });
      const res = await fetch(url + '/');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Home</title>');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('exits 2 with a hint to build first when the folder is missing or has no index.html', () => {
    for (const dir of [path.join(tmpSite({}), 'dist'), tmpSite({ 'other.html': '' })]) {
      const r = run(['serve', dir]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('run `sextant build` first');
    }
  });

  it('exits 1 with a clear message when the port is in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const r = run(['serve', tmpSite({ 'index.html': '' }), '--port', String(port), '--host', '127.0.0.1']);
      expect(r.code).toBe(1);
      expect(r.stderr).toBe(`sextant: port ${port} is in use; pass --port\n`);
    } finally {
      blocker.close();
    }
  });

  it.each([
    ['--port', 'abc'],
    ['--port', '70000'],
    ['--port', '-1'],
    ['--prot', '80'],
  ])('exits 2 for %s %s', (flag, value) => {
    expect(run(['serve', tmpSite({ 'index.html': '' }), flag, value]).code).toBe(2);
  });
});
