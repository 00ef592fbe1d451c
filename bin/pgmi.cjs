#!/usr/bin/env node
// Loads the bundled CLI (scripts/bundle-cli.mjs builds it from dist/ as CommonJS chunks); everything else lives in
// src/. CommonJS on purpose: loading through require skips the ES module loader's per-file resolution and linking,
// the largest part of start-up that was left (see the bundle script for the numbers).
'use strict';

// The bundle loads packages published only as ES modules (execa, @clack/prompts) with require(), which Node runs
// without a flag from 20.19 and 22.12 on; older versions would fail later with ERR_REQUIRE_ESM, mid-command.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19) || major === 21 || (major === 22 && minor < 12)) {
  process.stderr.write(`Error: pgmi needs Node.js 20.19 or later in 20.x, or 22.12 or later (this is Node.js ${process.versions.node}).\n` +
    '  hint: install a current Node.js LTS release (22 or 24) and run the command again.\n');
  process.exit(1);
}

// Node 22.1+ keeps the compiled code of the modules pgmi loads on disk (in the OS temp folder, per Node version and
// user; NODE_COMPILE_CACHE moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off), so later runs skip parsing them.
// Node 20 has no such cache. It must be on before the bundle is loaded.
require('node:module').enableCompileCache?.();
const { main } = require('../dist/bundle/cli.cjs');

// `pgmi … | head` closes the pipe early: that is the reader saying "enough", not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

main(process.argv);
