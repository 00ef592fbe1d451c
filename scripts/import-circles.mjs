#!/usr/bin/env node
// Import circles among the TypeScript files under a folder: `node scripts/import-circles.mjs <folder>...`.
// Every import and re-export counts, `import type` too: a type circle still ties the files' meaning together.
// Prints each strongly connected group of files with one circle through it; exits 1 when there is any.
// The test test/unit/import-circles.test.ts keeps src/ and the gateway at none.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every .ts file under `root`, skipping declaration files. */
function sourceFiles(root) {
  const files = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The files under the same root that `file` imports (relative specifiers; `.js` is the compiled name of `.ts`). */
function importsOf(file, known) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = new Set();
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = resolve(dirname(file), fileName);
    const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')];
    const target = candidates.find((candidate) => known.has(candidate));
    if (target) targets.add(target);
  }
  return [...targets];
}

/** The import graph of a folder: file → files it imports, paths relative to the folder. */
export function importGraph(root) {
  const absolute = resolve(root);
  const files = sourceFiles(absolute);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) graph.set(relative(absolute, file), importsOf(file, known).map((target) => relative(absolute, target)));
  return graph;
}

/** Strongly connected groups (Tarjan) that hold a circle: more than one file, or a file importing itself. */
function circularGroups(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** A shortest circle through the group's first file, staying inside the group (breadth-first). */
function circleThrough(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/** The circles of a folder: one entry per circular group, with the files in it and one circle through them. */
export function importCircles(root) {
  const graph = importGraph(root);
  return circularGroups(graph).map((files) => ({ files, circle: circleThrough(graph, files) }));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const roots = process.argv.slice(2);
  if (roots.length === 0) {
    console.error('usage: node scripts/import-circles.mjs <folder>...');
    process.exitCode = 2;
  }
  for (const root of roots) {
    const circles = importCircles(root);
    console.log(`${root}: ${circles.length === 0 ? 'no import circle' : `${circles.length} circular group(s)`}`);
    for (const { files, circle } of circles) console.log(`  ${files.length} files: ${circle.join(' → ')}\n    group: ${files.join(', ')}`);
    if (circles.length > 0) process.exitCode = 1;
  }
}
