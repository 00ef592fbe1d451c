// Starts `pgmi serve` as a child process and connects the official SDK client over stdio.
import { passwordArgs } from '../support/template-roles.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { join } from 'node:path';
import { PGMI_BIN, cleanEnv, runPgmi } from '../support/cli.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { makeTempDir, removeDir } from '../support/temp-dir.js';

export interface ServeSession {
  client: Client;
  /** Everything the server wrote on stderr so far. */
  stderr(): string;
  /** Transport or protocol errors the client saw (e.g. a non-JSON line on stdout). */
  errors: Error[];
  close(): Promise<void>;
}

export async function startServe(args: readonly string[], extraEnv: Record<string, string> = {}): Promise<ServeSession> {
  const env = cleanEnv(extraEnv);
  const transport = new StdioClientTransport({
    command: process.execPath,
    // The template's login passwords, which test and deploy against a named server need.
    args: [PGMI_BIN, 'serve', ...args, ...passwordArgs()],
    env: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const errors: Error[] = [];
  const client = new Client({ name: 'pgmi-serve-test', version: '1.0.0' });
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    errors,
    close: () => client.close(),
  };
}

export interface DeployedProject {
  root: string;
  /** The rendered advanced project. */
  dir: string;
  db: TestDatabase;
  close(): Promise<void>;
}

/** An advanced project rendered into a temp folder and deployed to its own test database. */
export async function deployedAdvancedProject(label: string, options: { deploy?: boolean } = {}): Promise<DeployedProject> {
  const root = await makeTempDir(`pgmi-${label}`);
  const dir = join(root, 'app');
  const init = await runPgmi(['init', dir, '--template', 'advanced', '--yes', '--no-git', '--name', label.replace(/[^a-z0-9]/g, '')]);
  if (init.exitCode !== 0) throw new Error(`pgmi init failed: ${init.stderr}`);
  const db = await createTestDatabase(label);
  if (options.deploy !== false) {
    const deploy = await runPgmi(['deploy', dir, '--connection', db.url, ...passwordArgs()], { timeoutMs: 300_000 });
    if (deploy.exitCode !== 0) throw new Error(`pgmi deploy failed: ${deploy.stderr}`);
  }
  return {
    root,
    dir,
    db,
    close: async () => {
      await db.drop();
      await removeDir(root);
    },
  };
}

/** The structured content of a tool result. */
// Tests read results loosely (any), as an agent does.
export const structured = (result: unknown): any => (result as { structuredContent: unknown }).structuredContent;

/** The text content of a tool result. */
export const textOf = (result: unknown): string => ((result as { content: Array<{ text?: string }> }).content[0]?.text ?? '');
