// `pgmi serve --print-config <client>`: the snippet that registers this pgmi serve with a coding agent. The
// command is the absolute node binary and pgmi entry point in use, so GUI clients with a minimal PATH work.

export type ClientName = 'claude-code' | 'vscode' | 'cursor' | 'claude-desktop';
export const CLIENT_NAMES: readonly ClientName[] = ['claude-code', 'vscode', 'cursor', 'claude-desktop'];

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
