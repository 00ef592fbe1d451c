// A TCP relay between the gateway and PostgreSQL whose connections the test can cut at once, as a network that
// drops does: every socket is destroyed (the peers see ECONNRESET / an unexpected end), new ones are accepted.
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently relayed. */
  open(): number;
  /** Cuts every relayed connection. */
  dropAll(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    open: () => pairs.size,
    dropAll: () => {
      const count = pairs.size;
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      return count;
    },
    close: async () => {
      for (const [client, upstream] of [...pairs]) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
