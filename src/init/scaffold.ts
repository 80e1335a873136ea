import fs from 'node:fs';
import path from 'node:path';

/** Where the JSON Schema of docs.json sits inside a project that installed the package. */
const SCHEMA_IN_PROJECT = 'node_modules/sextant-docs/schema/docs.schema.json';

/**
 * The `$schema` path for a docs.json in `root`, relative to it: the package is installed beside the nearest
 * package.json above (docs often live in a `docs/` folder of the project), or beside docs.json when none.
 */
export function schemaPath(root: string): string {
  for (let dir = root; ;) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      const rel = path.relative(root, path.join(dir, SCHEMA_IN_PROJECT)).split(path.sep).join('/');
      return rel.startsWith('.') ? rel : `./${rel}`;
    }
    const up = path.dirname(dir);
    if (up === dir) return `./${SCHEMA_IN_PROJECT}`;
    dir = up;
  }
}

/** The starter site `sextant init` writes: docs.json and openapi.json at the root, a few pages. */
export function starterFiles(name: string, schema = `./${SCHEMA_IN_PROJECT}`): Record<string, string> {
  const docs = {
    $schema: schema,
    name,
    theme: 'mint',
    colors: { primary: '#0E7490' },
    navigation: {
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Get started', icon: 'rocket', pages: ['index', 'quickstart'] },
            { group: 'Writing', icon: 'pen', pages: ['writing/pages', { group: 'Components', pages: ['writing/components'] }] },
          ],
        },
        { tab: 'API reference', openapi: 'openapi.json' },
      ],
      global: { anchors: [{ anchor: 'Sextant', icon: 'book', href: 'https://www.npmjs.com/package/sextant-docs' }] },
    },
  };
  const openapi = {
    openapi: '3.1.0',
    info: { title: `${name} API`, version: '1.0.0' },
    servers: [{ url: 'https://api.example.com/v1' }],
    tags: [{ name: 'Items' }],
    paths: {
      '/items': {
        get: { summary: 'List items', tags: ['Items'], responses: { '200': { description: 'The items' } } },
        post: { summary: 'Create an item', tags: ['Items'], responses: { '201': { description: 'Created' } } },
      },
    },
  };
  return {
    'docs.json': JSON.stringify(docs, null, 2) + '\n',
    'openapi.json': JSON.stringify(openapi, null, 2) + '\n',
    'index.mdx': `---\ntitle: Welcome\ndescription: The documentation of ${name}.\n---\n\nThis site is built with Sextant. Edit \`index.mdx\` and save: the page reloads by itself under \`sextant dev\`.\n\n<CardGroup cols={2}>\n  <Card title="Quickstart" icon="bolt" href="/quickstart">Set up in five minutes.</Card>\n  <Card title="API reference" icon="code" href="/api-reference/items/list-items">Every endpoint.</Card>\n</CardGroup>\n`,
    'quickstart.mdx': `---\ntitle: Quickstart\n---\n\n<Steps>\n  <Step title="Install">\n    Run \`npm install --save-dev sextant-docs\` beside this docs.json: it installs the \`sextant\` command that \`npx sextant\` runs.\n  </Step>\n  <Step title="Preview">\n    Run \`npx sextant dev\` and open the address it prints.\n  </Step>\n  <Step title="Check">\n    Run \`npx sextant check\` to validate docs.json and the navigation.\n  </Step>\n  <Step title="Build">\n    Run \`npx sextant build\` to write the static site to \`dist/\`.\n  </Step>\n</Steps>\n`,
    'writing/pages.mdx': `---\ntitle: Pages\n---\n\nA page's URL is its file path: this file, \`writing/pages.mdx\`, is served at \`/writing/pages\`. List pages in \`docs.json\` to place them in the navigation.\n\n## Code\n\n\`\`\`bash title="Install"\nnpm install --save-dev sextant-docs\n\`\`\`\n`,
    'writing/components.mdx': `---\ntitle: Components\n---\n\n<Note>Callouts, cards, steps, tabs and accordions work without imports.</Note>\n\n<Tabs>\n  <Tab title="npm">\`npm install\`</Tab>\n  <Tab title="pnpm">\`pnpm install\`</Tab>\n</Tabs>\n`,
  };
}

/** Write the starter site into `dir`; refuses when a docs.json is already there. Returns the files written. */
export function scaffold(dir: string): string[] {
  const root = path.resolve(dir);
  if (fs.existsSync(path.join(root, 'docs.json')))
    throw new Error(`${path.join(dir, 'docs.json')} already exists; sextant init leaves existing sites alone`);
  const files = starterFiles(path.basename(root) || 'Docs', schemaPath(root));
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    if (fs.existsSync(abs)) continue;
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, content);
  }
  return Object.keys(files);
}
