import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeHandlerFailure, parseHandlerFailure } from '../../../src/dev/handler-failures.js';
import { makeTempDir, removeDir } from '../../support/temp-dir.js';

let dir: string;
const body = "\nBEGIN\n    RETURN api.json_response(200, 'it''s' || (1/0)::text);\nEND;\n";

beforeAll(async () => {
  dir = await makeTempDir('pgmi-dev-failures');
  await writeFile(join(dir, 'quoted.sql'), `-- header\r\nSELECT api.create_or_replace_rest_handler('{}',\r\n'${body.replace(/'/g, "''")}');\r\n`);
});
afterAll(async () => {
  await removeDir(dir);
});

const line = JSON.stringify({
  time: 't',
  level: 'warn',
  msg: 'handler failed',
  request_id: 'r-1',
  handler: 'api.rest_x(api.rest_request)',
  kind: 'rest',
  script: 'quoted.sql',
  line: 3,
  sqlstate: '22012',
  message: 'division by zero',
});

describe('pgmi dev: a handler failure from the gateway log', () => {
  it('recognises only the gateway\'s handler-failed lines', () => {
    expect(parseHandlerFailure(line)).toEqual({ requestId: 'r-1', handler: 'api.rest_x(api.rest_request)', script: 'quoted.sql', line: 3, sqlstate: '22012', message: 'division by zero' });
    expect(parseHandlerFailure('{"msg":"request","status":200}')).toBeUndefined();
    expect(parseHandlerFailure('handler failed, not JSON')).toBeUndefined();
  });

  it('names the project file and line of a body written as a quoted string (CRLF file), and shows the line', async () => {
    const failure = parseHandlerFailure(line);
    const text = await describeHandlerFailure(failure!, dir, { body, kind: 'rest', name: 'GET /x' });
    expect(text).toBe("handler failed: quoted.sql:5: 22012 division by zero (rest GET /x, request r-1)\n  5 |     RETURN api.json_response(200, ''it''''s'' || (1/0)::text);");
  });

  it('says what it knows when the handler was registered by hand', async () => {
    const text = await describeHandlerFailure({ ...parseHandlerFailure(line)!, script: null }, dir, undefined);
    expect(text).toBe('handler failed: 22012 division by zero (api.rest_x(api.rest_request), request r-1) at line 3 of the handler body, registered by hand');
  });
});
