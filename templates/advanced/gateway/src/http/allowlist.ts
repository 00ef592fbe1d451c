// Host and Origin allowlists (DNS rebinding protection). Both deny whatever they cannot parse.
import type { GatewayConfig } from '../config.js';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

interface HostEntry {
  name: string;
  /** undefined: any port. */
  port: string | undefined;
}

export class Allowlist {
  private hosts: HostEntry[] | 'any';
  private origins: Set<string> | 'any';

  constructor(private readonly config: Pick<GatewayConfig, 'allowedHosts' | 'allowedOrigins' | 'port'>) {
    this.hosts = this.buildHosts();
    this.origins = this.buildOrigins(config.port);
  }

  /** Default origins name the port actually bound (PORT=0 picks one at start). */
  bindPort(port: number): void {
    this.origins = this.buildOrigins(port);
  }

  isHostAllowed(hostHeader: string | undefined): boolean {
    if (this.hosts === 'any') return true;
    const parsed = hostHeader === undefined ? undefined : parseHost(hostHeader);
    if (!parsed) return false;
    return this.hosts.some((entry) => entry.name === parsed.name && (entry.port === undefined || entry.port === parsed.port));
  }

  isOriginAllowed(origin: string): boolean {
    if (this.origins === 'any') return true;
    const normalized = normalizeOrigin(origin);
    return normalized !== undefined && this.origins.has(normalized);
  }

  private buildHosts(): HostEntry[] | 'any' {
    const configured = this.config.allowedHosts;
    if (configured?.includes('*')) return 'any';
    const entries = configured ?? LOOPBACK_NAMES;
    return entries.map(parseHost).filter((entry): entry is HostEntry => entry !== undefined);
  }

  private buildOrigins(port: number): Set<string> | 'any' {
    const configured = this.config.allowedOrigins;
    if (configured?.includes('*')) return 'any';
    const entries = configured ?? LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
    return new Set(entries.map(normalizeOrigin).filter((origin): origin is string => origin !== undefined));
  }
}

/** `name`, `name:port`, `[v6]`, `[v6]:port`, lowercased; undefined when malformed. */
export function parseHost(value: string): HostEntry | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match || match[1] === undefined) return undefined;
  return { name: match[1].toLowerCase(), port: match[2] };
}

function normalizeOrigin(value: string): string | undefined {
  if (value === 'null') return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin.toLowerCase();
  } catch {
    return undefined;
  }
}
