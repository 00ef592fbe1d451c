// The core's messages name CLI flags (`--force`, `--folder`); an agent calling a pgmi serve tool passes
// arguments instead. This rewrites flag names into the tool's argument names, and says where the flags that
// only exist at start (--param, --params-file, --connection, --embedded-port) belong.
const ARGUMENTS: ReadonlyArray<[RegExp, string]> = [
  [/pass --force to overwrite/g, 'pass force: true to overwrite'],
  [/--force\b/g, 'the force: true argument'],
  [/--dry-run\b/g, 'the dryRun: true argument (or the plan tool)'],
  [/--folder\b/g, 'the folder argument'],
  [/--mime-type\b/g, 'the mimeType argument'],
  [/--method\b/g, 'the method argument'],
  [/--path\b/g, 'the path argument'],
  [/--uri\b/g, 'the uri argument'],
];

const START_FLAGS = /--params-file|--param\b|--embedded-port|--connection\b/;

export function toolWording(text: string): string {
  let worded = text;
  for (const [flag, argument] of ARGUMENTS) worded = worded.replace(flag, argument);
  if (START_FLAGS.test(worded)) worded += ' (For pgmi serve these are start flags: restart it with them, e.g. pgmi serve --params-file FILE.)';
  return worded;
}
