// Types for scripts/import-circles.mjs, so that the TypeScript test can import it.
export interface ImportCircle {
  /** The files tied together by imports, relative to the folder. */
  files: string[];
  /** One circle through them, first file repeated at the end. */
  circle: string[];
}
export function importGraph(root: string): Map<string, string[]>;
export function importCircles(root: string): ImportCircle[];
