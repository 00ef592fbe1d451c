// OAuth scope names and their format. The database owns both: membership/17-handler-scopes.sql checks every
// handler call against the deploy parameters oauth_scope_read / oauth_scope_write (default mcp:read /
// mcp:write, one token of visible ASCII without quotes or backslashes). The gateway only advertises them
// (OAUTH_SCOPES_READ / OAUTH_SCOPES_WRITE, which must equal the deploy parameters; pgmi dev passes the
// database's own) and reads the missing one from the database's PA403 DETAIL. test/unit/one-source.test.ts
// fails when these copies and the SQL drift apart.

export const DEFAULT_READ_SCOPE = 'mcp:read';
export const DEFAULT_WRITE_SCOPE = 'mcp:write';

/** One scope token (RFC 6749 §3.3 scope-token, at most 64 characters): what the database accepts. */
export const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/;
