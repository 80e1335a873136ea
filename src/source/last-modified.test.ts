import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { lastModified } from './last-modified.js';

const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: '2020-02-03T04:05:06Z', GIT_COMMITTER_DATE: '2020-02-03T04:05:06Z' },
  });
  if (r.status !== 0) throw new Error(r.stderr);
};

describe('lastModified', () => {
  it('takes the last commit date of committed files, and the modification time of changed, new or unversioned ones', async () => {
    const dir = tmpSite({ 'docs/a.mdx': 'a', 'docs/b.mdx': 'b', 'docs/c.mdx': 'c' });
    git(dir, 'init', '-q');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', 'docs/a.mdx', 'docs/b.mdx');
    git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'pages');
    const docs = path.join(dir, 'docs');
    fs.writeFileSync(path.join(docs, 'b.mdx'), 'changed');
    const dates = await lastModified(docs, ['a.mdx', 'b.mdx', 'c.mdx', 'gone.mdx']);
    expect(dates.get('a.mdx')).toBe('2020-02-03T04:05:06.000Z');
    expect(dates.get('b.mdx')).toBe(fs.statSync(path.join(docs, 'b.mdx')).mtime.toISOString());
    expect(dates.get('c.mdx')).toBe(fs.statSync(path.join(docs, 'c.mdx')).mtime.toISOString());
    expect(dates.has('gone.mdx')).toBe(false);
  });
});
