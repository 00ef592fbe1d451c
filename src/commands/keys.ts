// `pgmi keys create|list|revoke`: API keys for MCP and HTTP clients, through the membership SQL functions.
import type { Command } from 'commander';
import type pg from 'pg';
import type { RunContext } from '../run-context.js';
import { NotFound, UsageError } from '../errors.js';
import { reporterFor } from './reporter-for.js';
import { embeddedPortOption } from './flags.js';

interface ConnectionFlags {
  connection?: string;
  database?: string;
  json?: boolean;
  embeddedPort?: number;
}

function addConnectionFlags(command: Command): Command {
  return command
    .option('-p, --project <dir>', 'project folder (for pgmi.yaml and the embedded database)', '.')
    .option('--connection <url>', 'PostgreSQL connection string (else the usual precedence, then the embedded database)')
    .option('-d, --database <name>', 'target database name')
    .option('--json', 'print one JSON document on stdout')
    .addOption(embeddedPortOption());
}

export function registerKeys(program: Command, ctx: RunContext): void {
  const keys = program
    .command('keys')
    .description('create, list and revoke API keys for MCP and HTTP clients')
    .addHelpText(
      'after',
      `
Examples:
  $ pgmi keys create --email ada@example.com --expires 30d
  $ pgmi keys create --email ci@example.com --name ci --scopes tools:call --json
  $ pgmi keys list --email ada@example.com
  $ pgmi keys revoke 3f9a1c2b7d10`,
    );

  addConnectionFlags(keys.command('create').description('create a key (and the user and their personal organization when missing)'))
    .requiredOption('--email <email>', 'the user the key acts as')
    .option('--name <name>', 'a label for the key')
    .option('--org <slug>', 'organization the key is confined to (default: the user\'s personal organization)')
    .option('--expires <when>', 'lifetime (30d, 12h, 2w) or an ISO date; default: never')
    .option('--scopes <list>', 'comma-separated scopes, e.g. keys:write')
    .action(async (flags: ConnectionFlags & { project: string; email: string; name?: string; org?: string; expires?: string; scopes?: string }) => {
      const { parseExpiry } = await import('../keys/expiry.js');
      const { createApiKey } = await import('../keys/api-keys.js');
      const expiresAt = parseExpiry(flags.expires);
      const scopes = (flags.scopes ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      if (!/^[^@\s]+@[^@\s]+$/.test(flags.email)) throw new UsageError(`--email "${flags.email}" is not an email address`);
      const issued = await withDatabase(ctx, flags, (client) => createApiKey(client, { email: flags.email, name: flags.name, organization: flags.org, expiresAt, scopes }));
      if (flags.json) {
        ctx.stdout.write(`${JSON.stringify(issued, null, 2)}\n`);
        return;
      }
      // The plaintext key alone on stdout (it is shown this once); everything else on stderr.
      ctx.stdout.write(`${issued.key}\n`);
      ctx.stderr.write(`Created API key ${issued.keyId} for ${flags.email}; ${issued.expiresAt ? `expires ${issued.expiresAt}` : 'does not expire'}.\nStore it now: it cannot be shown again. Use it as: Authorization: Bearer <key>\n`);
    });

  addConnectionFlags(keys.command('list').description('list keys (no secrets)'))
    .option('--email <email>', 'only this user\'s keys')
    .action(async (flags: ConnectionFlags & { project: string; email?: string }) => {
      const { listApiKeys } = await import('../keys/api-keys.js');
      const { formatTable } = await import('../output/table.js');
      const rows = await withDatabase(ctx, flags, (client) => listApiKeys(client, flags.email));
      if (flags.json) {
        ctx.stdout.write(`${JSON.stringify({ keys: rows }, null, 2)}\n`);
        return;
      }
      if (rows.length === 0) {
        ctx.stderr.write('No API keys.\n');
        return;
      }
      ctx.stdout.write(
        `${formatTable(
          ['KEY ID', 'STATUS', 'EMAIL', 'ORGANIZATION', 'NAME', 'SCOPES', 'EXPIRES', 'LAST USED'],
          rows.map((k) => [k.keyId, k.status, k.email, k.organization, k.name ?? '-', k.scopes.join(',') || '-', k.expiresAt ?? 'never', k.lastUsedAt ?? 'never']),
        )}\n`,
      );
    });

  addConnectionFlags(keys.command('revoke').description('revoke a key at once').argument('<key-id>', 'the key id shown by create and list'))
    .action(async (keyId: string, flags: ConnectionFlags & { project: string }) => {
      const { revokeApiKey } = await import('../keys/api-keys.js');
      if (!/^[0-9a-f]{6,32}$/.test(keyId)) throw new UsageError(`"${keyId}" is not a key id`, { hint: 'Key ids are lowercase hex; see pgmi keys list.' });
      const revoked = await withDatabase(ctx, flags, (client) => revokeApiKey(client, keyId));
      if (!revoked) throw new NotFound(`API key ${keyId} is already revoked`, { hint: 'See pgmi keys list.' });
      if (flags.json) ctx.stdout.write(`${JSON.stringify({ keyId, revoked: true })}\n`);
      else ctx.stderr.write(`Revoked API key ${keyId}.\n`);
    });
}

async function withDatabase<T>(ctx: RunContext, flags: ConnectionFlags & { project: string }, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { loadProjectConfig, assertProjectDir } = await import('../project/config.js');
  const { locateProjectDatabase, requireDatabase } = await import('../db/project-database.js');
  const { connect } = await import('../db/client.js');
  const { resolve } = await import('node:path');
  const dir = resolve(ctx.cwd, flags.project);
  assertProjectDir(dir);
  const config = loadProjectConfig(dir);
  const reporter = reporterFor(ctx, { json: flags.json });
  const place = requireDatabase(
    await locateProjectDatabase({ projectDir: dir, config, env: ctx.env, connectionFlag: flags.connection, databaseFlag: flags.database, embeddedPort: flags.embeddedPort, reporter, createEmbedded: false }),
    flags.project,
  );
  try {
    const client = await connect(place.target);
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await place.release();
  }
}
