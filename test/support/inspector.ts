// The official MCP Inspector in CLI mode (on Node 22 from the npm registry, installed once into the test cache).
import { join } from 'node:path';
import { execa } from 'execa';
import { cleanEnv } from './cli.js';
import { cachedNpmInstall, node22Binary } from './node22.js';

export const INSPECTOR_VERSION = '2.12.0';

export interface InspectorRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Installs the Inspector (first use) and returns a runner of `inspector --cli <args…>`. */
export async function inspectorCli(env: Record<string, string> = {}): Promise<(args: string[]) => Promise<InspectorRun>> {
  const [node22, cache] = await Promise.all([
    node22Binary(),
    cachedNpmInstall(`mcp-inspector-${INSPECTOR_VERSION}`, [`@modelcontextprotocol/inspector@${INSPECTOR_VERSION}`], 'node_modules/@modelcontextprotocol/inspector/package.json'),
  ]);
  const launcher = join(cache, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');
  return async (args) => {
    const result = await execa(node22, [launcher, '--cli', ...args], { env: cleanEnv(env), extendEnv: false, reject: false, timeout: 240_000 });
    return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
  };
}
