// `pgmi serve --print-config <client>`: the snippet that registers this pgmi serve with a coding agent. The
// command is the absolute node binary and pgmi entry point in use, so GUI clients with a minimal PATH work.

/** The clients --print-config knows; the flag's choices and clientConfig's cases come from here. */
export const CLIENT_NAMES = ['claude-code', 'vscode', 'cursor', 'claude-desktop'] as const;
export type ClientName = (typeof CLIENT_NAMES)[number];

export interface LaunchCommand {
  command: string;
  args: string[];
}

export interface ClientConfig {
  /** What to do with the snippet (printed on stderr). */
  where: string;
  /** The snippet (printed on stdout). */
  text: string;
}

export function clientConfig(client: ClientName, launch: LaunchCommand, serverName = 'pgmi'): ClientConfig {
  const stdio = { command: launch.command, args: launch.args };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  switch (client) {
    case 'claude-code':
      return {
        where: 'Run this in the project folder (it writes .mcp.json, shared with your team; --scope user keeps it to you):',
        text: `claude mcp add --scope project ${serverName} -- ${[launch.command, ...launch.args].map(shellQuote).join(' ')}\n`,
      };
    case 'vscode':
      return { where: 'Put this in .vscode/mcp.json (merge "servers" if the file exists):', text: json({ servers: { [serverName]: { type: 'stdio', ...stdio } } }) };
    case 'cursor':
      return { where: 'Put this in .cursor/mcp.json (merge "mcpServers" if the file exists):', text: json({ mcpServers: { [serverName]: stdio } }) };
    case 'claude-desktop':
      return {
        where: 'Merge this into claude_desktop_config.json ("mcpServers"; Settings → Developer → Edit Config), then restart Claude Desktop:',
        text: json({ mcpServers: { [serverName]: stdio } }),
      };
    default: {
      const unreachable: never = client;
      throw new Error(`unknown client ${String(unreachable)}`);
    }
  }
}

function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export interface SharedSnippetArguments {
  /** The arguments to pass on, with secrets left out. */
  args: string[];
  /** What was left out and why, for the user (stderr). */
  warnings: string[];
}

/**
 * The flags the snippet passes on to `pgmi serve`, without the secrets in them: a snippet ends up in a file
 * (.mcp.json is shared with the team through git), so a password in --connection and secret-looking --param
 * values are left out, with a word on where to keep them instead.
 */
export function snippetArguments(flags: { connection?: string; database?: string; paramsFiles: readonly string[]; params: readonly string[]; passOn: readonly string[] }, isSecretParam: (key: string) => boolean): SharedSnippetArguments {
  const args: string[] = [];
  const warnings: string[] = [];
  if (flags.connection) {
    const { connection, removed } = withoutPassword(flags.connection);
    args.push('--connection', connection);
    if (removed) {
      warnings.push(
        'The password in --connection was left out of the snippet (the file is meant to be shared). Keep it in ~/.pgpass (host:port:database:user:password, mode 0600) ' +
          'or in PGPASSWORD in the environment that starts your client; pgmi reads both.',
      );
    }
  }
  if (flags.database) args.push('--database', flags.database);
  for (const file of flags.paramsFiles) args.push('--params-file', file);
  const secret: string[] = [];
  for (const param of flags.params) {
    const key = param.split('=')[0] ?? '';
    if (isSecretParam(key)) secret.push(key);
    else args.push('--param', param);
  }
  if (secret.length > 0) {
    warnings.push(`--param ${secret.join(', ')} ${secret.length === 1 ? 'looks' : 'look'} secret and ${secret.length === 1 ? 'was' : 'were'} left out of the snippet: put ${secret.length === 1 ? 'it' : 'them'} in a --params-file that stays out of git instead.`);
  }
  args.push(...flags.passOn);
  return { args, warnings };
}

/** A connection string without its password (URI user info or ?password=, or keyword password=…). */
export function withoutPassword(connection: string): { connection: string; removed: boolean } {
  const trimmed = connection.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      const removed = url.password !== '' || url.searchParams.has('password');
      url.password = '';
      url.searchParams.delete('password');
      return { connection: removed ? url.toString() : trimmed, removed };
    } catch {
      return { connection: trimmed.replace(/(:\/\/[^:/@\s]*):[^@\s]*@/, '$1@'), removed: /:\/\/[^:/@\s]*:[^@\s]*@/.test(trimmed) };
    }
  }
  const stripped = trimmed.replace(/\s*\bpassword\s*=\s*('(?:[^'\\]|\\.)*'|\S+)/gi, '').trim();
  return { connection: stripped, removed: stripped !== trimmed };
}
