// What must hold before pgmi serve starts (and before --print-config writes a snippet for it): the folder exists
// and is a pgmi project, i.e. holds pgmi.yaml. Cheap checks only: they run before the server answers initialize.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectError } from '../errors.js';

export function assertServeableProject(projectDir: string): void {
  if (!existsSync(projectDir)) {
    throw new ProjectError(`project folder ${projectDir} does not exist`, { hint: 'Give the folder that holds pgmi.yaml, or create a project with pgmi init.' });
  }
  if (!statSync(projectDir).isDirectory()) throw new ProjectError(`${projectDir} is not a folder`, { hint: 'Give the folder that holds pgmi.yaml.' });
  if (!existsSync(join(projectDir, 'pgmi.yaml'))) {
    throw new ProjectError(`${projectDir} is not a pgmi project: it has no pgmi.yaml`, {
      file: join(projectDir, 'pgmi.yaml'),
      hint: `Run pgmi serve in the project folder (the one with pgmi.yaml), or create one: pgmi init ${projectDir}`,
    });
  }
}
