// `pgmi dev` makes sure the gateway's port is free before it starts anything, so a taken port ends the run in
// seconds with a message naming the port, instead of a banner pointing at someone else's server.
import { createServer } from 'node:net';
import { GatewayFailed } from '../errors.js';

/** Resolves when host:port can be listened on (and is released again); throws GatewayFailed when it is taken. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port, exclusive: true }, () => resolve());
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'is already in use' : code === 'EACCES' ? 'may not be used by this user' : `cannot be listened on (${code ?? String(error)})`;
    throw new GatewayFailed(`port ${port} on ${host} ${why}: ${what} cannot start there`, {
      hint: `Stop what is listening there, or choose another port: pgmi dev --port N${what === 'the gateway' ? '' : ' (the OAuth issuer takes the port after it)'}.`,
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
