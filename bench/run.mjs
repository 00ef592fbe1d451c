// `npm run bench`: every benchmark, side by side in one run. Pass names to run a subset: npm run bench -- cli-start
import { benchCliStart } from './cli-start.mjs';
import { benchDeploy } from './deploy.mjs';
import { benchSqlDispatch } from './sql-dispatch.mjs';
import { benchSqlMcp } from './sql-mcp.mjs';
import { benchGateway } from './gateway.mjs';
import { benchWatch } from './watch.mjs';
import { benchCuration } from './curation.mjs';
import { benchRefusals } from './refusals.mjs';
import { benchDispatchCost } from './dispatch-cost.mjs';
import { benchSqlCallCost } from './sql-call-cost.mjs';
import { benchSqlInstructions } from './sql-instructions.mjs';

const all = {
  'cli-start': benchCliStart,
  deploy: benchDeploy,
  'sql-dispatch': benchSqlDispatch,
  'sql-mcp': benchSqlMcp,
  'sql-call-cost': benchSqlCallCost,
  'sql-instructions': benchSqlInstructions,
  gateway: benchGateway,
  watch: benchWatch,
  curation: benchCuration,
  refusals: benchRefusals,
  'dispatch-cost': benchDispatchCost,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(all)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  await run();
}
