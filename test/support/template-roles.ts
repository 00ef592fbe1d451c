// Connecting as the advanced template's login roles, with the development passwords of its pgmi.yaml.
import pg from 'pg';

/** env_defaults.dev of the advanced template's pgmi.yaml. */
export const DEV_PASSWORDS = { gateway: 'dev-gateway-password', admin: 'dev-admin-password', customer: 'dev-customer-password' } as const;
export type LoginRoleKind = keyof typeof DEV_PASSWORDS;

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
