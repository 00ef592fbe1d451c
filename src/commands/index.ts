// Registers every command. Each command module defines its flags; heavy modules load only inside actions.
import type { Command } from 'commander';
import type { RunContext } from '../run-context.js';
import { registerInit } from './init.js';
import { registerDeploy } from './deploy.js';
import { registerInspect } from './inspect.js';
import { registerKeys } from './keys.js';
import { registerDev } from './dev.js';
import { registerNew } from './new.js';
import { registerRemove } from './remove.js';
import { registerServe } from './serve.js';

export function registerCommands(program: Command, ctx: RunContext): void {
  program.hook('preAction', (_root, action) => {
    ctx.verbose = Boolean(action.optsWithGlobals().verbose);
  });
  registerInit(program, ctx);
  registerDeploy(program, ctx);
  registerDev(program, ctx);
  registerInspect(program, ctx);
  registerKeys(program, ctx);
  registerNew(program, ctx);
  registerRemove(program, ctx);
  registerServe(program, ctx);
}
