// The project's Markdown documentation as resources (pgmi://doc/{+path}): README.md, docs/*.md (the generated
// project's guides to its SQL API, MCP handlers, membership, OAuth and security) and any other .md file outside
// hidden folders and node_modules. Same path rule as scripts, with .md instead of .sql.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServeContext } from './context.js';
import { URIS } from './resources.js';
import { isReadableFile, resolveReadableFile } from './project-paths.js';
import { asInvalidParams, ProtocolError, RESOURCE_NOT_FOUND } from './protocol-errors.js';

const MAX_LISTED = 200;

export function registerDocResources(server: McpServer, ctx: ServeContext): void {
  server.registerResource(
    'doc',
    new ResourceTemplate(`${URIS.docPrefix}{+path}`, {
      list: async () => ({
        resources: listMarkdown(ctx.projectDir).map((path) => ({ uri: `${URIS.docPrefix}${path}`, name: path, mimeType: 'text/markdown' })),
      }),
    }),
    {
      title: 'Project documentation',
      description: 'A Markdown file of the project by its path, e.g. pgmi://doc/docs/mcp.md (how to write MCP handlers) or pgmi://doc/README.md.',
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      let file;
      try {
        file = resolveReadableFile(ctx.projectDir, decodeURIComponent(String(variables.path)), 'markdown');
      } catch (error) {
        throw asInvalidParams(error);
      }
      if (!file.exists) throw new ProtocolError(RESOURCE_NOT_FOUND, `no file ${file.path} in the project`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: readFileSync(file.full, 'utf8') }] };
    },
  );
}

/** Markdown files of the project, README.md and docs/ first, at most MAX_LISTED. */
function listMarkdown(projectDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string, depth: number) => {
    if (depth > 4 || found.length >= MAX_LISTED) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // an unreadable folder has nothing to list
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), path, depth + 1);
      else if (entry.name.toLowerCase().endsWith('.md') && isReadableFile(projectDir, path, 'markdown')) found.push(path);
    }
  };
  walk(projectDir, '', 0);
  const rank = (path: string) => (path === 'README.md' ? 0 : path.startsWith('docs/') ? 1 : 2);
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).slice(0, MAX_LISTED);
}
