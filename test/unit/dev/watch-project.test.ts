import { describe, expect, it } from 'vitest';
import { classifyPath } from '../../../src/dev/watch-project.js';

describe('classifyPath', () => {
  it('redeploys for SQL, pgmi.yaml and folders; restarts the gateway for its source', () => {
    expect(classifyPath('api/x.sql', 'file')).toBe('sql');
    expect(classifyPath('api/x.sql', 'gone')).toBe('sql');
    expect(classifyPath('pgmi.yaml', 'file')).toBe('sql');
    expect(classifyPath('api/new-folder', 'folder')).toBe('sql');
    expect(classifyPath('api/moved-away', 'gone')).toBe('sql');
    expect(classifyPath('gateway/src/main.ts', 'file')).toBe('gateway');
  });

  it('ignores editor swap and backup files, hidden folders, node_modules and the gateway\'s other files', () => {
    for (const path of ['api/.x.sql.swp', 'api/x.sql~', 'api/4913', 'api/#x.sql#', 'api/x.sql___jb_tmp___', 'api/sedAb12Cd', '.git/index', '.pgmi/data/x.sql', 'node_modules/a/b.sql', 'gateway/node_modules/x.js', 'gateway/dist/main.js', 'README.md']) {
      expect(classifyPath(path, 'file'), path).toBe('ignored');
    }
    expect(classifyPath('api/sedAb12Cd', 'gone')).toBe('ignored');
  });
});
