// Registers the commands. Only the modules a run needs are loaded: the one the arguments name (`pgmi serve …`
// loads commands/serve.js alone), none for `pgmi --version`, all of them for the help and for an unknown name
// (whose error lists the valid ones). Heavy modules load only inside actions.
import type { Command } from 'commander';
import type { RunContext } from '../run-context.js';

type Register = (program: Command, ctx: RunContext) => void;

/** In help order; `names` are the top-level commands each module registers. */
const MODULES: ReadonlyArray<{ names: readonly string[]; load: () => Promise<Register> }> = [
  { names: ['init'], load: async () => (await import('./init.js')).registerInit },
  { names: ['deploy', 'test'], load: async () => (await import('./deploy.js')).registerDeploy },
  { names: ['dev'], load: async () => (await import('./dev.js')).registerDev },
  { names: ['inspect'], load: async () => (await import('./inspect.js')).registerInspect },
  { names: ['keys'], load: async () => (await import('./keys.js')).registerKeys },
  { names: ['new'], load: async () => (await import('./new.js')).registerNew },
  { names: ['remove'], load: async () => (await import('./remove.js')).registerRemove },
  { names: ['serve'], load: async () => (await import('./serve.js')).registerServe },
];

export async function registerCommands(program: Command, ctx: RunContext, args: readonly string[]): Promise<void> {
  program.hook('preAction', (_root, action) => {
    ctx.verbose = Boolean(action.optsWithGlobals().verbose);
  });
  for (const module of modulesFor(args)) (await module.load())(program, ctx);
}

function modulesFor(args: readonly string[]): ReadonlyArray<{ names: readonly string[]; load: () => Promise<Register> }> {
  const operand = args.find((arg, index) => !arg.startsWith('-') && !(arg === 'help' && index === args.indexOf('help')));
  if (operand !== undefined) {
    const named = MODULES.filter((module) => module.names.includes(operand));
    return named.length > 0 ? named : MODULES;
  }
  const asksVersionOnly = args.some((arg) => arg === '-V' || arg === '--version') && !args.some((arg) => arg === '-h' || arg === '--help');
  return asksVersionOnly ? [] : MODULES;
}
