// Runs the instructions of a simple multi-stage Dockerfile on this machine, one folder per stage, for
// machines without a Docker engine: FROM starts a stage, WORKDIR is the stage's folder, COPY copies from the
// build context (honouring .dockerignore) or --from an earlier stage, RUN runs through sh in the stage folder,
// ENV accumulates, and each stage has an npm cache of its own, as a container would. Base images are not
// emulated: the commands run on this machine's Node. What it proves is that every COPY source exists, every RUN
// command succeeds in order, and the final stage holds what CMD needs.
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { execa } from 'execa';

export interface Stage {
  name: string;
  dir: string;
  /** The WORKDIR the stage's folder stands for (absolute paths under it map into the folder). */
  workdir: string;
  env: Record<string, string>;
  user?: string;
  cmd?: string[];
  healthcheck?: string[];
  exposed: string[];
}

export async function runDockerfile(context: string, workRoot: string): Promise<Stage[]> {
  const lines = joinContinuations(readFileSync(join(context, 'Dockerfile'), 'utf8'));
  const ignored = readDockerignore(context);
  const isIgnored = (name: string) => ignored.some((pattern) => pattern.test(name));
  const stages: Stage[] = [];
  let stage: Stage | undefined;
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'FROM': {
        const name = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? `stage${stages.length}`;
        stage = { name, dir: join(workRoot, name), workdir: '/', env: {}, exposed: [] };
        mkdirSync(stage.dir, { recursive: true });
        stages.push(stage);
        break;
      }
      case 'WORKDIR':
        if (stage) stage.workdir = args; // the stage's folder stands for its WORKDIR
        break;
      case 'ENV': {
        const [key, ...value] = args.split('=');
        if (stage && key) stage.env[key] = value.join('=');
        break;
      }
      case 'COPY': {
        if (!stage) throw new Error('COPY before FROM');
        const from = /--from=(\S+)/.exec(args)?.[1];
        const parts = args.replace(/--from=\S+\s*/, '').split(/\s+/);
        const target = parts.pop() ?? '.';
        for (const source of parts) {
          const fromStage = from ? stages.find((s) => s.name === from) : undefined;
          if (from && !fromStage) throw new Error(`COPY --from=${from}: no such stage`);
          const path = fromStage ? join(fromStage.dir, relativeTo(fromStage.workdir, source)) : join(context, source);
          if (!existsSync(path)) throw new Error(`COPY ${source}: not in ${from ? `stage ${from}` : 'the build context'}`);
          if (!from && isIgnored(source)) throw new Error(`COPY ${source}: excluded by .dockerignore`);
          const destination = target.endsWith('/') || parts.length > 1 ? join(stage.dir, target, basename(source)) : join(stage.dir, target === '.' || target === './' ? basename(source) : target);
          cpSync(path, destination, { recursive: true, filter: (src) => from !== undefined || !isIgnored(basename(src)) });
        }
        break;
      }
      case 'RUN': {
        if (!stage) throw new Error('RUN before FROM');
        // A container has an npm cache of its own: the Dockerfile's `npm cache clean --force` must not wipe this
        // machine's cache while other npm processes (other test files, pgmi dev) are writing to it.
        const env = { ...stage.env, npm_config_cache: join(workRoot, `${stage.name}.npm-cache`) };
        const result = await execa('sh', ['-c', args], { cwd: stage.dir, env, reject: false, all: true });
        if (result.exitCode !== 0) throw new Error(`RUN ${args} failed (${result.exitCode}):\n${result.all}`);
        break;
      }
      case 'USER':
        if (stage) stage.user = args;
        break;
      case 'EXPOSE':
        stage?.exposed.push(args);
        break;
      case 'CMD':
        if (stage) stage.cmd = JSON.parse(args) as string[];
        break;
      case 'HEALTHCHECK':
        if (stage) stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3).trim()) as string[];
        break;
      default:
        throw new Error(`unsupported Dockerfile instruction: ${instruction}`);
    }
  }
  return stages;
}

function relativeTo(workdir: string, path: string): string {
  if (!path.startsWith('/')) return path;
  const base = workdir.endsWith('/') ? workdir : `${workdir}/`;
  if (!path.startsWith(base)) throw new Error(`${path} is outside the stage's WORKDIR ${workdir}`);
  return path.slice(base.length);
}

function joinContinuations(text: string): string[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Top-level .dockerignore patterns (names and `*` globs) as expressions. */
function readDockerignore(context: string): RegExp[] {
  const file = join(context, '.dockerignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
}
