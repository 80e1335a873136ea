#!/usr/bin/env node
// Entry point of the `sextant` command (compiled sources live in lib/, built by `npm install`).
import { relaunched } from './relaunch.js';

const code = await relaunched();
if (code !== undefined) process.exitCode = code;
else {
  const { loadCli } = await import('./load-cli.js');
  const { main } = await loadCli();
  main(process.argv.slice(2)).then(
    (exit) => {
      process.exitCode = exit;
    },
    (err) => {
      console.error('sextant: internal error:', err);
      process.exitCode = 70;
    },
  );
}
