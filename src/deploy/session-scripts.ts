// Which scripts leave state in the deploy's session for the scripts after them: a top-level SET or RESET
// (`SET LOCAL ROLE`, `search_path`), a DO block, SELECT or CALL that calls set_config or SET, and temporary
// objects (`pg_temp.*`, CREATE TEMP). Function bodies do not count: defining a function changes no session.
// An incremental redeploy (increment-plan.ts) runs these again before the changed scripts.
import { statementsOf, type ScriptSource } from './run-script.js';

export function setsSessionState(script: ScriptSource): boolean {
  let statements;
  try {
    statements = statementsOf(script);
  } catch {
    return true; // cannot be read statement by statement: assume it does, running it again is always safe
  }
  return statements.some((statement) => statementSetsSession(statement.text));
}

export function statementSetsSession(text: string): boolean {
  const sql = text.replace(/^(\s*--[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, '').trimStart();
  if (/^(SET|RESET)\b/i.test(sql)) return true;
  if (/^CREATE\s+(OR\s+REPLACE\s+)?((GLOBAL|LOCAL)\s+)?(TEMP|TEMPORARY)\b/i.test(sql)) return true;
  if (/^CREATE\b[^(]*\bpg_temp\./i.test(sql)) return true;
  return /^(DO|SELECT|CALL|WITH)\b/i.test(sql) && /set_config|\bSET\s+(LOCAL|SESSION|ROLE)\b|\bpg_temp\b|\bTEMP(ORARY)?\b/i.test(sql);
}
