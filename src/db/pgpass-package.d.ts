// Types for the parts of the pgpass package (pg's own ~/.pgpass reader, no @types package) that pgpass.ts uses.
declare module 'pgpass/lib/helper.js' {
  export interface PgpassEntry {
    host: string;
    port: string;
    database: string;
    user: string;
    password: string;
  }
  export interface PgpassConnInfo {
    host: string;
    port: number;
    database: string;
    user: string;
  }
  /** One line as fields, '\:' and '\\' unescaped; null when it is not an entry. */
  export function parseLine(line: string): PgpassEntry | null;
  /** Every field present, the port a number or '*', a password given. */
  export function isValidEntry(entry: PgpassEntry): boolean;
  /** Host, port, database and user equal or '*'. */
  export function match(connInfo: PgpassConnInfo, entry: PgpassEntry): boolean;
}
