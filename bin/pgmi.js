#!/usr/bin/env node
// Loads the bundled CLI (scripts/bundle-cli.mjs builds it from dist/); everything else lives in src/.
import module from 'node:module';

// Node 22.1+ keeps the compiled code of the modules pgmi loads on disk (in the OS temp folder, per Node version and
// user; NODE_COMPILE_CACHE moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off), so later runs skip parsing them:
// about 6 ms of a 96 ms no-op deploy. Node 20 has no such cache. It must be on before the bundle is imported.
module.enableCompileCache?.();
const { main } = await import('../dist/bundle/cli.js');

// `pgmi … | head` closes the pipe early: that is the reader saying "enough", not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

await main(process.argv);
