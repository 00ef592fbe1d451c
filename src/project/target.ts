// What a project command is given to find its project, its database and its parameters; deploy, test, dev and
// serve take the same six things, so they share this one shape.
export interface ProjectTarget {
  /** Absolute project folder. */
  projectDir: string;
  env: NodeJS.ProcessEnv;
  /** --connection / -d as given (for serve: at start; the agent cannot change them without --allow-connection). */
  connectionFlag?: string;
  databaseFlag?: string;
  /** --params-file, in order. */
  paramsFiles: readonly string[];
  /** --param key=value pairs, in order. */
  paramArgs: readonly string[];
}
