import { describe, expect, it } from 'vitest';
import { tmpSite } from '../../test/helpers/tmp-site.js';
import { readYaml } from './frontmatter.js';
import { quickTitle } from './quick-title.js';

// Frontmatters whose label keys quickTitle reads off their lines, and others YAML must read.
const CASES = [
  'title: Getting started',
  'title: "Quoted: with a colon"\nsidebarTitle: Short',
  "title: 'Single # quoted'\nicon: rocket\ntag: NEW",
  'title: Plain\ndeprecated: true\nhidden: false',
  'description: "x"\ntitle: After another key\nseo:\n  title: nested, not the page title',
  'title: >\n  Folded\n  over lines',
  'title: "Escaped \\"quote\\""',
  'title: With a # comment',
  'title: 2024 roadmap',
  'title: Key: value inside',
  'title: [a, b]',
  'title: ~',
  'title:\n  Indented on the next line',
  'title: First\ntitle: Repeated',
  'title: yes',
  'icon: "check"\ntitle: Café – naïve',
];

describe('quickTitle', () => {
  it.each(CASES)('reads the label keys as YAML does: %j', (frontmatter) => {
    const root = tmpSite({ 'page.mdx': `---\n${frontmatter}\n---\n\n# Heading\n` });
    const quick = quickTitle(root, 'page.mdx');
    const read = readYaml(frontmatter);
    const data = (read.ok ? read.value : {}) as Record<string, unknown>;
    const str = (k: string) => (typeof data[k] === 'string' ? data[k] : undefined);
    expect(quick.title).toBe(str('title') ?? 'Heading');
    expect(quick.sidebarTitle).toBe(str('sidebarTitle'));
    expect(quick.icon).toBe(str('icon'));
    expect(quick.tag).toBe(str('tag'));
    expect(quick.deprecated).toBe(data['deprecated'] === true ? true : undefined);
  });
});
