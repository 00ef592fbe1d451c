import { describe, expect, it } from 'vitest';
import { findTemplate } from '../../../src/scaffold/catalogue.js';
import { projectNameFromTarget, resolveAnswers, validateAnswer } from '../../../src/scaffold/answers.js';
import { UsageError } from '../../../src/errors.js';

describe('template answers', () => {
  it('derives database name and key prefix from the project name', () => {
    const answers = resolveAnswers(findTemplate('advanced'), { projectName: 'My-Shop' });
    expect(answers.databaseName).toBe('my_shop');
    expect(answers.apiKeyPrefix).toBe('myshop');
    expect(answers.gatewayPort).toBe('8787');
    expect(answers.templateName).toBe('advanced');
  });

  it('keeps answers that were given', () => {
    const answers = resolveAnswers(findTemplate('basic'), { projectName: 'x1', databaseName: 'other_db' });
    expect(answers.databaseName).toBe('other_db');
  });

  it('reports every invalid answer at once', () => {
    const attempt = () => resolveAnswers(findTemplate('advanced'), { projectName: 'ok', databaseName: 'Bad-Name', gatewayPort: '70000' });
    expect(attempt).toThrow(UsageError);
    expect(attempt).toThrow(/Database name "Bad-Name".*Gateway port "70000"/);
  });

  it('validates each kind of answer', () => {
    expect(validateAnswer('identifier', 'shop_1')).toBeUndefined();
    expect(validateAnswer('identifier', '1shop')).toMatch(/identifier/);
    expect(validateAnswer('key-prefix', 'sk')).toBeUndefined();
    expect(validateAnswer('key-prefix', 'has_underscore')).toBeDefined();
    expect(validateAnswer('port', '0')).toBeDefined();
    expect(validateAnswer('project-name', '-leading')).toBeDefined();
  });

  it('names a project after its folder', () => {
    expect(projectNameFromTarget('/tmp/My Project')).toBe('My-Project');
    expect(projectNameFromTarget('/')).toBe('project');
  });
});
