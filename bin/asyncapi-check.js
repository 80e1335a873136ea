#!/usr/bin/env node
// Entry point of the `asyncapi-check` command: the same as `sextant asyncapi-check`.
import { loadCli } from './load-cli.js';

const { main } = await loadCli();

main(['asyncapi-check', ...process.argv.slice(2)]).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error('asyncapi-check: internal error:', err);
    process.exitCode = 70;
  },
);
