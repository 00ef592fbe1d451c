// The block `pgmi dev` prints: where the gateway is, the development key, and configs to paste into MCP clients.

export interface DevBanner {
  projectName: string;
  gatewayUrl: string;
  /** The console page, when the gateway serves it (CONSOLE_ENABLED). */
  consoleUrl?: string;
  apiKey: string;
  keyId: string;
  database: string;
  embedded: boolean;
  watch: boolean;
  /** pgmi dev --oauth: the development issuer and its ready clients. */
  oauth?: { issuer: string; publicClientId: string; machineClientId: string; machineClientSecret: string };
}

export function devBanner(info: DevBanner): string {
  const mcpUrl = `${info.gatewayUrl}/mcp`;
  const name = info.projectName.replace(/[^A-Za-z0-9_-]/g, '-');
  const claudeDesktop = {
    mcpServers: { [name]: { command: 'npx', args: ['-y', 'mcp-remote', mcpUrl, '--header', `Authorization: Bearer ${info.apiKey}`] } },
  };
  const vscode = { servers: { [name]: { type: 'http', url: mcpUrl, headers: { Authorization: `Bearer ${info.apiKey}` } } } };
  return [
    `pgmi dev: ${info.projectName} is running${info.embedded ? ' on the embedded PostgreSQL' : ''} (database ${info.database})`,
    '',
    `  MCP endpoint  ${mcpUrl}`,
    `  REST          ${info.gatewayUrl}/api/…   OpenAPI ${info.gatewayUrl}/openapi.json`,
    `  JSON-RPC      ${info.gatewayUrl}/rpc`,
    // The key rides in the fragment, which the browser keeps to itself; the page moves it into the tab's storage.
    ...(info.consoleUrl ? [`  Console       ${info.consoleUrl}#key=${encodeURIComponent(info.apiKey)}   (opens signed in with the key below)`] : []),
    `  API key       ${info.apiKey}`,
    `                (development key ${info.keyId}, kept in .pgmi/dev-api-key.json; pgmi keys create makes others)`,
    '',
    'Try it:',
    `  curl -s ${mcpUrl} -H 'Authorization: Bearer ${info.apiKey}' -H 'Content-Type: application/json' \\`,
    `    -H 'Accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`,
    '',
    ...(info.oauth ? oauthLines(info.oauth, mcpUrl) : []),
    'Claude Desktop (claude_desktop_config.json):',
    JSON.stringify(claudeDesktop, null, 2),
    '',
    'VS Code (.vscode/mcp.json):',
    JSON.stringify(vscode, null, 2),
    '',
    'Claude Code:',
    `  claude mcp add --transport http ${name} ${mcpUrl} --header "Authorization: Bearer ${info.apiKey}"`,
    '',
    info.watch ? 'Watching *.sql: changes are redeployed and MCP clients are told (list_changed).' : 'Run with --watch to redeploy when SQL files change.',
    'Ctrl-C stops the gateway and the database.',
    '',
  ].join('\n');
}

function oauthLines(oauth: NonNullable<DevBanner['oauth']>, mcpUrl: string): string[] {
  return [
    `OAuth (development issuer ${oauth.issuer}; any user name and password sign in):`,
    `  The gateway is its resource server: an MCP client given only ${mcpUrl} finds the issuer from the 401,`,
    `  registers itself (or uses client ${oauth.publicClientId}, PKCE) and signs you in. Scopes: mcp:read, mcp:write.`,
    `  Machine token: curl -s ${oauth.issuer}/token -u ${oauth.machineClientId}:${oauth.machineClientSecret} \\`,
    `    -d grant_type=client_credentials -d 'scope=mcp:read mcp:write' -d resource=${mcpUrl}`,
    '',
  ];
}
