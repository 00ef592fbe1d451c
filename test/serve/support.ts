// Starts `pgmi serve` as a child process and connects the official SDK client over stdio.
import { passwordArgs } from '../support/template-roles.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { PGMI_BIN, cleanEnv } from '../support/cli.js';

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
