// The MCP conformance suite's fixtures (test/fixtures/conformance/: the tools, resources and prompts it calls by
// fixed names) as a test overlay on a rendered advanced project. They never ship in a generated project: the
// tests that need them copy the folder in as conformance/ (a copy, not a link: deploy reads no script through a
// link that leaves the project) and append conformance/ to deploy.order, so they run after api/. Taking the
// overlay away again, the next deploy removes the fixtures (deploy.finalize's internal.remove_orphaned_handlers).
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isScalar, isSeq, parseDocument, type YAMLSeq } from 'yaml';
import { REPO_ROOT } from './cli.js';

export const CONFORMANCE_OVERLAY = join(REPO_ROOT, 'test', 'fixtures', 'conformance');
const FOLDER = 'conformance/';

export async function addConformanceFixtures(projectDir: string): Promise<void> {
  await cp(CONFORMANCE_OVERLAY, join(projectDir, FOLDER), { recursive: true });
  await editDeployOrder(projectDir, (order) => {
    if (!order.items.some((item) => folderOf(item) === FOLDER)) order.add(FOLDER);
  });
}

export async function removeConformanceFixtures(projectDir: string): Promise<void> {
  await rm(join(projectDir, FOLDER), { recursive: true, force: true });
  await editDeployOrder(projectDir, (order) => {
    order.items = order.items.filter((item) => folderOf(item) !== FOLDER);
  });
}

/** Edits pgmi.yaml's deploy.order in place, keeping the file's comments and layout. */
async function editDeployOrder(projectDir: string, edit: (order: YAMLSeq) => void): Promise<void> {
  const file = join(projectDir, 'pgmi.yaml');
  const doc = parseDocument(await readFile(file, 'utf8'));
  const order = doc.getIn(['deploy', 'order'], true);
  if (!isSeq(order)) throw new Error(`${file}: deploy.order is not a list`);
  edit(order);
  await writeFile(file, String(doc));
}

function folderOf(item: unknown): string {
  return String(isScalar(item) ? item.value : item);
}
