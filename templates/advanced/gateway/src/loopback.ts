// The names of this machine's loopback interface, as they appear in a host setting or a URL's host name: where
// the gateway binds by default, where OAuth issuers may use plain http, and where a database counts as local.
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Whether `host` (compared as written: a URL's host name is already lower case) names the loopback interface. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host);
}
