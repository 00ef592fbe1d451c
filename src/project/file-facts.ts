// The facts of the project's SQL files (checksum and kind) kept between runs in .pgmi/file-facts.json, each with
// the file's size, inode and modification and change times, as git's index keeps them: a file whose times and
// size are unchanged is not read again to plan a deploy (a no-op redeploy then reads no SQL). Its text is still
// read, and checked against the kept checksum, before anything runs it (discover.ts). pgmi.yaml's parsed value is
// kept the same way (its text is always read and compared too). A stamp includes the inode and the change time,
// which ordinary tools cannot set back, so an entry copied or committed from elsewhere does not match.
// The cache only saves work: when it is missing, unreadable, of another pgmi version, or cannot be written, every
// file is read as before. An entry is kept only when the file was last changed well before the cache was written
// (a file changed twice within the file system's time resolution would otherwise look unchanged).
import { createHash } from 'node:crypto';
import { readFileSync, statSync, type BigIntStats } from 'node:fs';
import type { ScriptKind } from './directives.js';
import { LOCAL_STATE_FOLDER, localStatePath, writeLocalStateFile } from './local-state.js';
import type { SqlFacts } from './sql-facts.js';

const FILE_FACTS = 'file-facts.json';
export const FILE_FACTS_PATH = `${LOCAL_STATE_FOLDER}/${FILE_FACTS}`;

/** A change this recent (ns) may share its timestamp with a later one: such a file is read again next time. */
const RACY_NS = 2_000_000_000n;

interface Entry {
  stamp: string;
  checksum: string;
  kind: ScriptKind;
}

/** A parsed configuration file (pgmi.yaml): kept with the file's stamp and the SHA-256 of its text. */
interface Parsed {
  stamp: string;
  sha256: string;
  value: unknown;
}

interface CacheFile {
  format: 1;
  pgmi: string;
  files: Record<string, Entry>;
  parsed?: Parsed;
}

export class FileFacts {
  private readonly kept: Map<string, Entry>;
  private readonly seen = new Map<string, Entry & { changedNs: bigint }>();
  private parsed: (Parsed & { changedNs: bigint }) | undefined;
  private dirty = false;

  private constructor(
    private readonly projectDir: string,
    private readonly pgmiVersion: string,
    private readonly document: CacheFile,
    private readonly nowMs: () => number,
  ) {
    this.kept = new Map(Object.entries(document.files).filter(([, entry]) => isEntry(entry)));
  }

  /** The project's kept facts; empty when there are none (or they were written by another pgmi version). */
  static open(projectDir: string, pgmiVersion: string, nowMs: () => number = Date.now): FileFacts {
    return new FileFacts(projectDir, pgmiVersion, readKept(projectDir, pgmiVersion), nowMs);
  }

  /**
   * What `parse` gives for the configuration file `file` whose text is `text`: kept from the last run when the file
   * has the same stamp and text (its value went through JSON, so `parse` must give plain data), else parsed now.
   */
  async keepParsed<T>(file: string, text: string, parse: () => Promise<T>): Promise<T> {
    const stats = statSync(file, { bigint: true });
    const stamp = stampOf(stats);
    const sha256 = createHash('sha256').update(text).digest('hex');
    const kept = this.document.parsed;
    const value = kept !== undefined && kept.stamp === stamp && kept.sha256 === sha256 ? (kept.value as T) : await parse();
    this.parsed = { stamp, sha256, value, changedNs: changedNs(stats) };
    if (value !== kept?.value) this.dirty = true;
    return value;
  }

  /** The kept facts of `path` when the file is as it was (no problems: only clean files are kept). */
  lookup(path: string, stats: BigIntStats): SqlFacts | undefined {
    const entry = this.kept.get(path);
    const stamp = stampOf(stats);
    if (entry === undefined || entry.stamp !== stamp) return undefined;
    this.seen.set(path, { ...entry, changedNs: changedNs(stats) });
    return { checksum: entry.checksum, kind: entry.kind, problems: [] };
  }

  /** Facts just computed from the file's text; kept on save() when clean and not too recent. */
  record(path: string, stats: BigIntStats, facts: SqlFacts): void {
    if (facts.problems.length > 0) return;
    this.seen.set(path, { stamp: stampOf(stats), checksum: facts.checksum, kind: facts.kind, changedNs: changedNs(stats) });
    this.dirty = true;
  }

  /** Writes what this run saw (and only that: deleted files drop out). Never throws: the cache is optional. */
  save(): void {
    const nowNs = BigInt(Math.trunc(this.nowMs())) * 1_000_000n;
    const files: Record<string, Entry> = {};
    for (const [path, entry] of this.seen) {
      if (nowNs - entry.changedNs < RACY_NS) {
        this.dirty = true; // read again next time, and kept then
        continue;
      }
      files[path] = { stamp: entry.stamp, checksum: entry.checksum, kind: entry.kind };
    }
    let parsed: Parsed | undefined;
    if (this.parsed !== undefined) {
      const { changedNs: changed, ...kept } = this.parsed;
      if (nowNs - changed < RACY_NS) this.dirty = true;
      else parsed = kept;
    }
    if (!this.dirty && Object.keys(files).length === this.kept.size) return;
    const document: CacheFile = { format: 1, pgmi: this.pgmiVersion, files, ...(parsed ? { parsed } : {}) };
    try {
      writeLocalStateFile(this.projectDir, FILE_FACTS, `${JSON.stringify(document)}\n`);
    } catch {
      // A read-only checkout (or a .pgmi link out of the project): the next run reads every file, as without the cache.
    }
  }
}

function readKept(projectDir: string, pgmiVersion: string): CacheFile {
  const empty: CacheFile = { format: 1, pgmi: pgmiVersion, files: {} };
  try {
    const document = JSON.parse(readFileSync(localStatePath(projectDir, FILE_FACTS), 'utf8')) as Partial<CacheFile>;
    if (document.format !== 1 || document.pgmi !== pgmiVersion || typeof document.files !== 'object' || document.files === null) return empty;
    const parsed = document.parsed;
    const validParsed = typeof parsed === 'object' && parsed !== null && typeof parsed.stamp === 'string' && typeof parsed.sha256 === 'string';
    return { ...empty, files: document.files, ...(validParsed ? { parsed } : {}) };
  } catch {
    return empty;
  }
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Entry;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.stamp === 'string' &&
    typeof entry.checksum === 'string' &&
    /^[0-9a-f]{64}$/.test(entry.checksum) &&
    (entry.kind === 'repeatable' || entry.kind === 'once' || entry.kind === 'no-transaction')
  );
}

/** What changes when the file's bytes do: size, inode (a save by rename), modification and change time in ns. */
function stampOf(stats: BigIntStats): string {
  return `${stats.size}:${stats.dev}:${stats.ino}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

function changedNs(stats: BigIntStats): bigint {
  return stats.mtimeNs > stats.ctimeNs ? stats.mtimeNs : stats.ctimeNs;
}
