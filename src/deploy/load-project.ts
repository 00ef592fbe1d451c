// The project read and planned offline, every file read: for callers that plan without deploying (pgmi serve's plan
// resource and tools, pgmi dev's check whether anything changed). deploy and test plan through their kept file
// facts instead (deploy-project.ts), where this module's YAML parser is not loaded at all when pgmi.yaml is unchanged.
import { resolve } from 'node:path';
import { assertProjectDir, loadProjectConfig } from '../project/config.js';
import { planProject, type LoadedProject, type LoadProjectOptions } from './deploy-project.js';

/** Everything that can be checked without a database; problems are thrown (exit 10) before anything connects. */
export function loadProject(projectDir: string, options: LoadProjectOptions): LoadedProject {
  const dir = resolve(projectDir);
  assertProjectDir(dir);
  return planProject(dir, loadProjectConfig(dir), options);
}
