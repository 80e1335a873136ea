import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module sits two folders below the package root wherever it runs from (src/source under the
// tests, lib/source compiled, lib/bundle inside the command-line bundle), so modules at other depths
// ask it for the package's files instead of counting `../` from their own place.
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The Sextant package's root folder. */
export const PACKAGE_ROOT = path.resolve(HERE, '../..');

/** The folder the running code comes from: `src` under the tests, `lib` when compiled or bundled. */
export const CODE_TREE = path.basename(path.dirname(HERE));
