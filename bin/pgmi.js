#!/usr/bin/env node
// Loads the bundled CLI (scripts/bundle-cli.mjs builds it from dist/); everything else lives in src/.
import { main } from '../dist/bundle/cli.js';

// `pgmi … | head` closes the pipe early: that is the reader saying "enough", not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

await main(process.argv);
