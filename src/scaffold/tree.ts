// Prints a list of relative paths as a box-drawing tree, as `tree` would.

interface Node {
  children: Map<string, Node>;
}

export function formatTree(rootLabel: string, paths: readonly string[]): string {
  const root: Node = { children: new Map() };
  for (const path of paths) {
    let node = root;
    for (const part of path.split('/')) {
      let child = node.children.get(part);
      if (!child) {
        child = { children: new Map() };
        node.children.set(part, child);
      }
      node = child;
    }
  }
  const lines = [rootLabel];
  const visit = (node: Node, indent: string) => {
    const entries = [...node.children.entries()].sort(([a, an], [b, bn]) => {
      // Folders first, then files, each alphabetically.
      const aDir = an.children.size > 0 ? 0 : 1;
      const bDir = bn.children.size > 0 ? 0 : 1;
      return aDir - bDir || a.localeCompare(b);
    });
    entries.forEach(([name, child], index) => {
      const last = index === entries.length - 1;
      lines.push(`${indent}${last ? '└── ' : '├── '}${name}${child.children.size > 0 ? '/' : ''}`);
      visit(child, `${indent}${last ? '    ' : '│   '}`);
    });
  };
  visit(root, '');
  return `${lines.join('\n')}\n`;
}
