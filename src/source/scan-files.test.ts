import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { scanFiles, whyIgnored } from './scan-files.js';

describe('scanFiles', () => {
  it("leaves out what the reference product always leaves out: the repository's README and the like, build and scratch folders", () => {
    const index = scanFiles(
      tmpSite({
        'docs.json': '{}',
        'index.mdx': '',
        'README.md': '',
        'CONTRIBUTING.md': '',
        'LICENSE.md': '',
        'CHANGELOG.md': '',
        'snippets/README.md': '',
        'build/page.mdx': '',
        'guides/coverage/report.js': '',
        'tmp/draft.mdx': '',
        'temp/x.css': '',
        // Other spellings are pages like any other.
        'changelog.md': '',
        'readme.mdx': '',
        'guides/building.mdx': '',
        'SOURCE.md': '',
      }),
    );
    expect([...index.pages.values()].sort()).toEqual(['SOURCE.md', 'changelog.md', 'guides/building.mdx', 'index.mdx', 'readme.mdx']);
    expect([...index.files].sort()).toEqual(['SOURCE.md', 'changelog.md', 'docs.json', 'guides/building.mdx', 'index.mdx', 'readme.mdx']);
    expect(whyIgnored(index, 'README')).toEqual({ path: 'README.md', by: 'default' });
    expect(whyIgnored(index, 'snippets/README')).toEqual({ path: 'snippets/README.md', by: 'default' });
    expect(whyIgnored(index, 'build/page')).toEqual({ path: 'build/', by: 'default' });
    expect(whyIgnored(index, 'guides/building')).toBeUndefined();
  });

  it('takes .mintignore patterns, which can bring a default back', () => {
    const index = scanFiles(
      tmpSite({
        '.mintignore': 'drafts/\n*.draft.mdx\n!README.md\n',
        'index.mdx': '',
        'README.md': '',
        'CONTRIBUTING.md': '',
        'drafts/a.mdx': '',
        'guide.draft.mdx': '',
        'guide.mdx': '',
      }),
    );
    expect([...index.pages.values()].sort()).toEqual(['README.md', 'guide.mdx', 'index.mdx']);
    expect(whyIgnored(index, 'drafts/a')).toEqual({ path: 'drafts/', by: 'ignore-file' });
    expect(whyIgnored(index, 'guide.draft')).toEqual({ path: 'guide.draft.mdx', by: 'ignore-file' });
    expect(whyIgnored(index, 'CONTRIBUTING')).toEqual({ path: 'CONTRIBUTING.md', by: 'default' });
  });
});
