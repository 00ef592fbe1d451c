// sslmode=prefer in one connection, as libpq does it: ask for TLS (SSLRequest), and on the server's "N" go on
// unencrypted over the same socket. node-postgres treats "N" as an error, so pgmi used to open a second connection
// after every refusal -- on a server without TLS (most local ones) each command paid for two backends, about
// 20 ms. The socket handed back is already negotiated; `asPreConnected` lets node-postgres use it as if it had
// dialled it itself.
import { connect as tcpConnect, isIP, type Socket } from 'node:net';
import type { ConnectionOptions, TLSSocket } from 'node:tls';

/** Protocol 3 SSLRequest: length 8, code 80877103. */
const SSL_REQUEST = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f]);

export interface PreferTarget {
  host: string;
  port: number;
  connectTimeoutSeconds: number;
}

/**
 * A socket to the server, encrypted when it accepted TLS and plain when it refused. Undefined when the negotiation
 * itself went wrong (no answer byte, a handshake failure, a timeout): the caller then connects the ordinary way,
 * which reports the cause.
 */
export async function negotiatePreferredSsl(target: PreferTarget, tls: ConnectionOptions): Promise<Socket | undefined> {
  const socket = tcpConnect({ host: target.host, port: target.port });
  socket.setNoDelay(true);
  // connect_timeout 0 means no limit, as in libpq (and node-postgres's connectionTimeoutMillis).
  const timeout =
    target.connectTimeoutSeconds > 0
      ? setTimeout(() => socket.destroy(new Error('timed out negotiating TLS')), target.connectTimeoutSeconds * 1000)
      : undefined;
  try {
    const answer = await firstByte(socket);
    if (answer === 'N') return quiet(socket);
    if (answer !== 'S') {
      socket.destroy();
      return undefined;
    }
    // node:tls is loaded only now: most local servers answer "N", and every connecting command would load it.
    const { connect: tlsConnect } = await import('node:tls');
    return quiet(await upgrade(tlsConnect, socket, target.host, tls));
  } catch {
    socket.destroy();
    return undefined;
  } finally {
    clearTimeout(timeout);
  }
}

/** Sends the SSLRequest once connected and resolves with the server's one-byte answer. */
function firstByte(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    const onClose = () => reject(new Error('closed during TLS negotiation'));
    socket.once('error', onError);
    socket.once('close', onClose);
    socket.once('connect', () => socket.write(SSL_REQUEST));
    socket.once('data', (chunk: Buffer) => {
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
      // The server says nothing more until the client speaks; a longer answer is not PostgreSQL.
      resolve(chunk.length === 1 ? chunk.toString('latin1') : '?');
    });
  });
}

function upgrade(tlsConnect: typeof import('node:tls').connect, socket: Socket, host: string, options: ConnectionOptions): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    // SNI names a host, never an address (RFC 6066 §3).
    const secure = tlsConnect({ ...options, socket, ...(isIP(host) === 0 ? { servername: host } : {}) });
    secure.once('error', reject);
    secure.once('secureConnect', () => {
      secure.removeListener('error', reject);
      resolve(secure);
    });
  });
}

/**
 * Until node-postgres attaches its own listener (a few promise turns later), an 'error' event -- the server going
 * away -- must not be an unhandled one: that would end the process. node-postgres reports such errors itself.
 */
function quiet<S extends Socket>(socket: S): S {
  socket.on('error', () => undefined);
  return socket;
}

/** node-postgres calls connect() on the stream it is given; this one is connected already, so it only says so. */
export function asPreConnected(socket: Socket): Socket {
  socket.connect = (() => {
    process.nextTick(() => socket.emit('connect'));
    return socket;
  }) as Socket['connect'];
  return socket;
}
