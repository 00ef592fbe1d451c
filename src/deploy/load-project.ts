// The project read and planned offline, every file read, synchronously: for pgmi dev, whose watcher compares the
// texts of each plan with the last one's. deploy, test, inspect and pgmi serve's plan resource and tools plan
// through the kept file facts instead (deploy-project.ts loadProjectKept), where the YAML parser is not even loaded
// when pgmi.yaml is unchanged.
import { resolve } from 'node:path';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { planProject, type LoadedProject, type LoadProjectOptions } from './deploy-project.js';

/** Everything that can be checked without a database; problems are thrown (exit 10) before anything connects. */
export function loadProject(projectDir: string, options: LoadProjectOptions): LoadedProject {
  const dir = resolve(projectDir);
  assertProjectDir(dir);
  return planProject(dir, loadProjectConfig(dir), options);
}
