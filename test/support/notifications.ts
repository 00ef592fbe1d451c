// Listening to a NOTIFY channel on a connection of its own, and knowing when everything sent so far has arrived.
// PostgreSQL delivers notifications to a listener in the order their transactions committed, so once a fence (a
// notification on a channel of the listener's own, committed after whatever the test did) has arrived, every
// notification committed before it has arrived too: "nothing (more) came" is an event, not a pause.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { eventually } from './poll.js';

const FENCE_CHANNEL = 'pgmi_test_fence';

export interface ChannelListener {
  /** The payloads heard on the channel, in order. */
  payloads: string[];
  /** Resolves once every notification committed before this call has been heard. */
  settle(): Promise<void>;
  /** Settles, then closes the connection. */
  stop(): Promise<void>;
}

export async function listenTo(url: string, channel: string): Promise<ChannelListener> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const payloads: string[] = [];
  const fences = new Set<string>();
  client.on('notification', (message) => {
    if (message.channel === channel) payloads.push(message.payload ?? '');
    else if (message.channel === FENCE_CHANNEL) fences.add(message.payload ?? '');
  });
  await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  await client.query(`LISTEN ${FENCE_CHANNEL}`);
  const settle = async (): Promise<void> => {
    const fence = randomUUID();
    // From a connection of its own, committed now: after everything committed before this call.
    const sender = new pg.Client({ connectionString: url });
    await sender.connect();
    try {
      await sender.query('SELECT pg_catalog.pg_notify($1, $2)', [FENCE_CHANNEL, fence]);
    } finally {
      await sender.end();
    }
    await eventually(`the fence notification arrives on the ${channel} listener`, () => fences.has(fence), 10_000, 20);
  };
  return {
    payloads,
    settle,
    async stop() {
      try {
        await settle();
      } finally {
        await client.end();
      }
    },
  };
}
