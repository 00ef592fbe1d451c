#!/usr/bin/env node
// Loads the compiled CLI; everything else lives in src/.
import { main } from '../dist/cli.js';

await main(process.argv);
