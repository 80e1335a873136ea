#!/usr/bin/env node
// Entry point of the `openapi-check` command: the same as `sextant openapi-check`.
import { main } from '../lib/cli/main.js';

main(['openapi-check', ...process.argv.slice(2)]).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error('openapi-check: internal error:', err);
    process.exitCode = 70;
  },
);
