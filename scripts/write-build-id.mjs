// The last step of `npm run build`: a fingerprint of the compiled code (lib/), so build caches made by
// other code (another branch, an edited renderer) are not reused. Same code, same id.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const lib = path.resolve(import.meta.dirname, '../lib');
const hash = crypto.createHash('sha256');
const files = fs
  .readdirSync(lib, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(js|css|json|svg)$/.test(e.name) && e.name !== 'build-id.txt')
  .map((e) => path.join(e.parentPath, e.name))
  .sort();
for (const file of files) hash.update(path.relative(lib, file)).update('\0').update(fs.readFileSync(file)).update('\0');
fs.writeFileSync(path.join(lib, 'build-id.txt'), hash.digest('hex').slice(0, 16) + '\n');
