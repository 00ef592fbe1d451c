// What `pgmi dev` is given: the flags, the reporter and the stop signal, and the gateway's default port. Shared by run-dev.ts and
// dev-deployer.ts, so neither imports the other.
import type { Reporter } from '../output/reporter.js';
import type { ProjectTarget } from '../project/target.js';

/** The gateway's port when neither --port nor pgmi.yaml's gateway.port names one (the advanced template's default too). */
export const DEFAULT_GATEWAY_PORT = 8787;

export interface DevOptions extends ProjectTarget {
  port?: number;
  /** --embedded-port */
  embeddedPort?: number;
  watch: boolean;
  /** --oauth: also run a development OAuth issuer (dev-issuer.ts) and make the gateway its resource server. */
  oauth?: boolean;
  pgmiVersion: string;
  reporter: Reporter;
  /** Where the banner (URL, key, configs) goes. */
  print: (text: string) => void;
  /** Aborted on Ctrl-C / SIGTERM. */
  signal: AbortSignal;
  verbose: boolean;
  color: boolean;
}
