// Cancels the statement a pooled connection is running, the way psql's Ctrl-C does: a CancelRequest (the
// backend's process id and secret key) on a new connection to the same server. PgBouncer forwards it to the
// server connection that client is using. Used for the statement timeout and for clients that went away.
import { connect, type Socket } from 'node:net';
import type pg from 'pg';

const CANCEL_REQUEST_CODE = 80877102;

interface BackendKey {
  host?: string;
  port?: number;
  processID?: number | null;
  secretKey?: number | null;
}

/** Sends the cancel request; resolves when the server has closed that connection (or after 5 s). */
export function cancelBackend(client: pg.PoolClient): Promise<void> {
  const key = client as unknown as BackendKey;
  const { processID, secretKey } = key;
  if (typeof processID !== 'number' || typeof secretKey !== 'number') return Promise.resolve();
  const host = key.host ?? 'localhost';
  const port = key.port ?? 5432;
  return new Promise((resolve) => {
    const socket: Socket = host.startsWith('/') ? connect(`${host}/.s.PGSQL.${port}`) : connect(port, host);
    socket.setTimeout(5000, () => socket.destroy());
    socket.once('connect', () => {
      const packet = Buffer.alloc(16);
      packet.writeInt32BE(16, 0);
      packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
      packet.writeInt32BE(processID, 8);
      packet.writeInt32BE(secretKey, 12);
      socket.end(packet);
    });
    socket.once('error', () => resolve()); // the server may be gone: nothing left to cancel
    socket.once('close', () => resolve());
  });
}
