#!/usr/bin/env node
// Entry point of the `openapi-check` command: the same as `sextant openapi-check`.
import { loadCli } from './load-cli.js';

const { main } = await loadCli();

main(['openapi-check', ...process.argv.slice(2)]).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error('openapi-check: internal error:', err);
    process.exitCode = 70;
  },
);
