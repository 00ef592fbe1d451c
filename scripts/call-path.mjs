#!/usr/bin/env node
// How far a reader travels: follows the request from one function through the calls that receive it, in source
// order, every branch, and counts files visited, stays (a run of code in one file), returns to a file already
// left, climbs (back up to a caller's file), and the longest chain of files. Issue 23 item 9 measured the
// gateway's MCP POST path this way.
//   node scripts/call-path.mjs <folder> <file> <function> [functions,not,followed]
// The optional list names functions the traced case never reaches (failure answers, other branches).
// STRICT=1 follows only the request and what it holds (values typed GatewayRequest, Services, McpExchange, or
// reached from them by property access); without it, any value computed from them. VERBOSE=1 prints the stays.
// A measuring aid, not a check: nothing in the suite runs it.
import ts from 'typescript';
import { resolve, relative } from 'node:path';
import { readdirSync, statSync } from 'node:fs';

const [root, startFile, startName, skipList = ''] = process.argv.slice(2);
/** Functions the traced case does not reach (other branches): not followed. */
const SKIP = new Set(skipList.split(',').filter(Boolean));
const absRoot = resolve(root);
const files = [];
(function walk(d) { for (const n of readdirSync(d)) { const p = `${d}/${n}`; if (statSync(p).isDirectory()) walk(p); else if (n.endsWith('.ts')) files.push(p); } })(absRoot);
const program = ts.createProgram(files, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true, types: ['node'] });
const checker = program.getTypeChecker();
const rel = (sf) => relative(absRoot, sf.fileName);
const inRoot = (node) => node.getSourceFile().fileName.startsWith(absRoot) && !node.getSourceFile().isDeclarationFile;

function bodyOf(decl) {
  if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isArrowFunction(decl) || ts.isFunctionExpression(decl) || ts.isConstructorDeclaration(decl)) return decl.body ? decl : undefined;
  if (ts.isVariableDeclaration(decl) && decl.initializer && (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))) return decl.initializer;
  if (ts.isClassDeclaration(decl)) return decl.members.find(ts.isConstructorDeclaration);
  return undefined;
}
function symbolOf(node) {
  let s = checker.getSymbolAtLocation(node);
  if (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  return s;
}
function mentions(node, tainted) {
  let hit = false;
  const visit = (n) => {
    if (hit) return;
    if (n.kind === ts.SyntaxKind.ThisKeyword && tainted.has('this')) { hit = true; return; }
    if (ts.isIdentifier(n)) { const s = checker.getSymbolAtLocation(n); if (s && tainted.has(s)) { hit = true; return; } }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return hit;
}
/** STRICT=1: only the request itself and what is reached from it by property access (req, req.services,
 * exchange = req.mcp), and any value typed as one of them, carry `req`; a value computed from it (a call's result) does not. */
const STRICT = process.env.STRICT === '1';
/** The request and what it holds, by type, wherever they travel (the request, its services, its MCP exchange). */
const REQUEST_TYPES = new Set(['GatewayRequest', 'Services', 'TransactionServices', 'McpExchange']);
function isRequestTyped(node) {
  const type = checker.getTypeAtLocation(node);
  const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
  return name !== undefined && REQUEST_TYPES.has(name);
}
function reaches(node, tainted) {
  if (isRequestTyped(node)) return true;
  while (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node)) node = node.expression;
  if (node.kind === ts.SyntaxKind.ThisKeyword) return tainted.has('this');
  if (ts.isIdentifier(node)) { const s = checker.getSymbolAtLocation(node); return !!s && tainted.has(s); }
  if (ts.isPropertyAccessExpression(node)) return reaches(node.expression, tainted);
  if (ts.isShorthandPropertyAssignment(node)) { const s = checker.getShorthandAssignmentValueSymbol(node); return !!s && tainted.has(s); }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return reaches(node.left, tainted);
  if (ts.isObjectLiteralExpression(node)) return node.properties.some((p) => (ts.isPropertyAssignment(p) ? reaches(p.initializer, tainted) : ts.isShorthandPropertyAssignment(p) ? reaches(p, tainted) : ts.isSpreadAssignment(p) ? reaches(p.expression, tainted) : false));
  return false;
}
const carries = (node, tainted) => (STRICT ? reaches(node, tainted) : mentions(node, tainted));
function bindNames(name, tainted) {
  if (ts.isIdentifier(name)) { const s = checker.getSymbolAtLocation(name); if (s) tainted.add(s); }
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindNames(el.name, tainted);
}

const events = []; // [file, depth]
function follow(fn, tainted, depth, stack) {
  const file = rel(fn.getSourceFile());
  const visit = (n) => {
    if (ts.isVariableDeclaration(n) && n.initializer && carries(n.initializer, tainted)) bindNames(n.name, tainted);
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && carries(n.right, tainted)) { const s = checker.getSymbolAtLocation(n.left); if (s) tainted.add(s); }
    if (!STRICT && ts.isParameter(n) && ts.isIdentifier(n.name) && n.parent !== fn) {
      // a callback's parameters are tainted when the callback is handed to a tainted call (conservative: all)
      const s = checker.getSymbolAtLocation(n.name); if (s && n.parent.parent && mentions(n.parent.parent, tainted)) tainted.add(s);
    }
    ts.forEachChild(n, visit);
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && ((ts.isPropertyAccessExpression(n.expression) ? carries(n.expression.expression, tainted) : false) || (n.arguments ?? []).some((a) => carries(a, tainted)))) {
      const callee = ts.isPropertyAccessExpression(n.expression) ? n.expression.name : n.expression;
      const sym = symbolOf(callee);
      if (sym && SKIP.has(sym.name)) return;
      const decl = sym?.declarations?.find((d) => bodyOf(d));
      if (!decl || !inRoot(decl)) return;
      const target = bodyOf(decl);
      if (stack.includes(target)) return;
      const inner = new Set();
      const receiverTainted = ts.isPropertyAccessExpression(n.expression) && carries(n.expression.expression, tainted);
      if (receiverTainted) inner.add('this');
      (n.arguments ?? []).forEach((a, i) => { const p = target.parameters?.[i]; if (p && carries(a, tainted)) bindNames(p.name, inner); });
      const calleeFile = rel(target.getSourceFile());
      // depth counts files on the chain: a call within the same file does not climb
      const calleeDepth = calleeFile === file ? depth : depth + 1;
      events.push([calleeFile, calleeDepth, sym.name]);
      follow(target, inner, calleeDepth, [...stack, target]);
      events.push([file, depth, '↩']);
    }
  };
  ts.forEachChild(fn.body ?? fn, visit);
}

const sf = program.getSourceFile(resolve(absRoot, startFile));
let start;
ts.forEachChild(sf, (n) => { if (ts.isFunctionDeclaration(n) && n.name?.text === startName) start = n; });
const tainted = new Set(); bindNames(start.parameters[0].name, tainted);
events.unshift([rel(sf), 0, startName]);
follow(start, tainted, 0, [start]);

const stays = [];
for (const [file, depth, name] of events) { if (stays.length && stays[stays.length - 1].file === file) stays[stays.length - 1].names.push(name); else stays.push({ file, depth, names: [name] }); }
const seen = new Set(); let returns = 0; let climbs = 0;
stays.forEach((s, i) => { if (seen.has(s.file)) returns++; seen.add(s.file); if (i > 0 && s.depth < stays[i - 1].depth) climbs++; });
if (process.env.VERBOSE) for (const s of stays) console.log(`${'  '.repeat(s.depth)}${s.file}  ${s.names.join(' ')}`);
console.log(JSON.stringify({ files: seen.size, stays: stays.length, returns, climbs, longestChain: Math.max(...events.map((e) => e[1])) + 1 }));
