#!/usr/bin/env node
// Entry point of the `sextant` command (compiled sources live in lib/, built by `npm install`).
import { loadCli } from './load-cli.js';

const { main } = await loadCli();

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error('sextant: internal error:', err);
    process.exitCode = 70;
  },
);
