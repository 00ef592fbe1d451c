// The project read and planned offline, every file read, synchronously: for pgmi serve's plan resource and tools and
// pgmi dev's check whether anything changed. deploy, test and inspect plan through the kept file facts instead
// (deploy-project.ts loadProjectKept), where the YAML parser is not even loaded when pgmi.yaml is unchanged.
import { resolve } from 'node:path';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { planProject, type LoadedProject, type LoadProjectOptions } from './deploy-project.js';

/** Everything that can be checked without a database; problems are thrown (exit 10) before anything connects. */
export function loadProject(projectDir: string, options: LoadProjectOptions): LoadedProject {
  const dir = resolve(projectDir);
  assertProjectDir(dir);
  return planProject(dir, loadProjectConfig(dir), options);
}
