// Handlebars configured for code: no HTML escaping, and a missing variable is an error, not "".
import Handlebars from 'handlebars';

const engine = Handlebars.create();

engine.registerHelper('snake', (value: unknown) =>
  String(value)
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^a-zA-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase(),
);
engine.registerHelper('kebab', (value: unknown) =>
  String(value)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase(),
);
engine.registerHelper('prefix', (value: unknown) => {
  const letters = String(value).toLowerCase().replace(/[^a-z0-9]/g, '').replace(/^[0-9]+/, '');
  return (letters.length >= 2 ? letters : `pg${letters}`).slice(0, 8);
});
engine.registerHelper('json', (value: unknown) => JSON.stringify(value));

export function compileTemplate(source: string, label: string): (variables: Record<string, string>) => string {
  const template = engine.compile(source, { noEscape: true, strict: true });
  return (variables) => {
    try {
      return template(variables);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${label}: ${message}`, { cause: error });
    }
  };
}
