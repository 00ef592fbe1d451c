// Connecting as the advanced template's login roles. Its pgmi.yaml publishes no password, so every test deploy
// to a server given by a connection passes these with passwordArgs() (a params file, as an operator would). The
// same file turns the example handlers on (examples=on): a deploy to a server of your own leaves them out, and
// the tests call them.
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The login passwords test deploys give the advanced template (test/support/template-passwords.env). */
export const DEV_PASSWORDS = { gateway: 'dev-gateway-password', admin: 'dev-admin-password', customer: 'dev-customer-password' } as const;
export type LoginRoleKind = keyof typeof DEV_PASSWORDS;

export const PASSWORDS_FILE = fileURLToPath(new URL('./template-passwords.env', import.meta.url));

/** `pgmi deploy|test` arguments that give the advanced template its three login passwords and its examples. */
export function passwordArgs(): string[] {
  return ['--params-file', PASSWORDS_FILE];
}

/** The URL of `databaseUrl` with the user switched to <database>_<kind> (the template's default role names). */
export function templateRoleUrl(databaseUrl: string, database: string, kind: LoginRoleKind): string {
  const url = new URL(databaseUrl);
  url.username = `${database}_${kind}`;
  url.password = DEV_PASSWORDS[kind];
  return url.toString();
}

/** One connection for the duration of fn. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
