import { describe, expect, it } from 'vitest';
import { parseDotenv } from '../../../src/project/dotenv.js';
import { ProjectProblems } from '../../../src/errors.js';
import { thrownBy } from '../../support/thrown.js';

function problemsOf(text: string): Array<{ line?: number; message: string; file?: string }> {
  return [...thrownBy(() => parseDotenv(text, '.env.deploy'), ProjectProblems, 'parseDotenv').problems];
}

describe('params files (dotenv)', () => {
  it('ends an unquoted value at a # comment and trims it', () => {
    expect(parseDotenv('gateway_password=s3cret   # rotate monthly\n', 'f')).toEqual({ gateway_password: 's3cret' });
  });

  it('keeps # and spaces inside quotes, and drops a comment after the closing quote', () => {
    expect(parseDotenv(`a="x # y" # note\nb='  padded  '\nc=\`it's "both"\`\n`, 'f')).toEqual({ a: 'x # y', b: '  padded  ', c: `it's "both"` });
  });

  it('reads comments, blank lines, export, spaces around =, upper-case keys, empty values and CRLF', () => {
    expect(parseDotenv('# c\r\n\r\nA=1\r\nexport b = two words \r\nc=\'q=1\'\r\nd=\r\n', 'f')).toEqual({ a: '1', b: 'two words', c: 'q=1', d: '' });
  });

  it('expands \\n inside double quotes only, and reads a quoted value over several lines', () => {
    expect(parseDotenv('a="l1\\nl2"\nb=\'l1\\nl2\'\nc="first\nsecond"\nd=after\n', 'f')).toEqual({ a: 'l1\nl2', b: 'l1\\nl2', c: 'first\nsecond', d: 'after' });
  });

  it('the last of a repeated key wins', () => {
    expect(parseDotenv('a=1\na=2\n', 'f')).toEqual({ a: '2' });
  });

  it('names the file and line of a line that is not KEY=VALUE', () => {
    expect(problemsOf('ok=1\n=bad\njust words\n')).toEqual([
      { file: '.env.deploy', line: 2, message: 'expected KEY=VALUE (a # starts a comment line)' },
      { file: '.env.deploy', line: 3, message: 'expected KEY=VALUE (a # starts a comment line)' },
    ]);
  });

  it('refuses a # glued to an unquoted value instead of silently cutting the password short', () => {
    const [problem] = problemsOf('ok=1\nadmin_password=abc#123\n');
    expect(problem?.line).toBe(2);
    expect(problem?.message).toContain('admin_password="…#…"');
  });

  it('names the line of a quote that is never closed', () => {
    expect(problemsOf('a=1\nb="open\nc=2\n')).toEqual([{ file: '.env.deploy', line: 2, message: 'the value opens a " quote that is never closed' }]);
  });

  it('names text after a closing quote and a key that is not a parameter name', () => {
    expect(problemsOf('a="x" y\nweird.key=1\n').map((p) => [p.line, p.message])).toEqual([
      [1, 'unexpected text after the closing " quote: "y"'],
      [2, '"weird.key" is not a parameter name (letters, digits and _, at most 63 characters)'],
    ]);
  });
});
