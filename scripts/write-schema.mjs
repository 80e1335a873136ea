// Regenerate schema/docs.schema.json from the zod schema (run through `npm run schema`).
import fs from 'node:fs';
import { docsJsonSchema } from '../lib/config/schema/json-schema.js';

const out = new URL('../schema/docs.schema.json', import.meta.url);
fs.writeFileSync(out, JSON.stringify(docsJsonSchema(), null, 2) + '\n');
console.log(`wrote ${out.pathname}`);
