import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import ts from 'typescript';

/** A database write that may run on the default connection instead of a transaction's manager. */
export interface UntransactedWrite {
  /** Repository-relative path, `/`-separated. */
  file: string;
  /** `Class.method` (or the function) the write is in. */
  where: string;
  line: number;
  /** The call, e.g. `this.repo(manager).update`. */
  call: string;
}

/** TypeORM Repository / EntityManager / QueryBuilder methods that write (or run raw SQL). */
const WRITES = new Set([
  'save',
  'insert',
  'update',
  'delete',
  'upsert',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'increment',
  'decrement',
  'clear',
  'query',
]);

type FunctionLike = ts.FunctionLikeDeclaration;

const enclosingFunctions = (node: ts.Node): FunctionLike[] => {
  const found: FunctionLike[] = [];
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isFunctionLike(n) && 'body' in n) found.push(n as FunctionLike);
  return found;
};

/** The parameter or local variable `name` as seen from `node` (innermost first). */
function declarationOf(name: string, node: ts.Node): ts.ParameterDeclaration | ts.VariableDeclaration | undefined {
  for (const fn of enclosingFunctions(node)) {
    const param = fn.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (param) return param;
    let local: ts.VariableDeclaration | undefined;
    const look = (n: ts.Node): void => {
      if (local) return;
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name) local = n;
      else if (!ts.isFunctionLike(n)) n.forEachChild(look);
    };
    if (fn.body) fn.body.forEachChild(look);
    if (local) return local;
  }
  return undefined;
}

/**
 * Whether `expr` (the object a write method is called on) may be a repository or manager of the
 * default connection: a field holding an injected `Repository<…>`, `this.repo()` without a
 * manager or with one that may be undefined, an optional manager parameter, or a local
 * variable or a chain (`.createQueryBuilder()`, `.getRepository(…)`) built on one of these.
 */
function onDefaultConnection(expr: ts.Expression, repositoryFields: Set<string>, seen = new Set<ts.Node>()): boolean {
  if (seen.has(expr)) return false;
  seen.add(expr);
  const again = (e: ts.Expression) => onDefaultConnection(e, repositoryFields, seen);
  if (ts.isParenthesizedExpression(expr) || ts.isAwaitExpression(expr) || ts.isNonNullExpression(expr) || ts.isAsExpression(expr))
    return again(expr.expression);
  if (ts.isConditionalExpression(expr)) return again(expr.whenTrue) || again(expr.whenFalse);
  if (ts.isPropertyAccessExpression(expr)) {
    if (expr.expression.kind === ts.SyntaxKind.ThisKeyword) return repositoryFields.has(expr.name.text);
    if (expr.questionDotToken) return true; // `ctx.tx?.manager`: undefined outside a transaction
    return ts.isCallExpression(expr.expression) || ts.isIdentifier(expr.expression) ? again(expr.expression) : false;
  }
  if (ts.isCallExpression(expr)) {
    const callee = expr.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword && callee.name.text === 'repo') {
      const [manager] = expr.arguments;
      return manager === undefined || again(manager);
    }
    return ts.isPropertyAccessExpression(callee) ? again(callee.expression) : false;
  }
  if (ts.isIdentifier(expr)) {
    const declaration = declarationOf(expr.text, expr);
    if (!declaration) return false;
    if (ts.isParameter(declaration))
      return (
        !!(declaration.questionToken || declaration.initializer) && /EntityManager|Repository</.test(declaration.type?.getText() ?? '')
      );
    return declaration.initializer ? again(declaration.initializer) : false;
  }
  return false;
}

/** Fields of `cls` that hold a TypeORM `Repository<…>` (injected or passed to the constructor). */
function repositoryFieldsOf(cls: ts.ClassLikeDeclaration): Set<string> {
  const fields = new Set<string>();
  const isRepository = (type: ts.TypeNode | undefined) => !!type && /^Repository</.test(type.getText());
  for (const member of cls.members) {
    if (ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name) && isRepository(member.type)) fields.add(member.name.text);
    if (ts.isConstructorDeclaration(member)) {
      for (const p of member.parameters) {
        const isField = ts
          .getModifiers(p)
          ?.some((m) =>
            [
              ts.SyntaxKind.PrivateKeyword,
              ts.SyntaxKind.ProtectedKeyword,
              ts.SyntaxKind.PublicKeyword,
              ts.SyntaxKind.ReadonlyKeyword,
            ].includes(m.kind),
          );
        if (isField && ts.isIdentifier(p.name) && isRepository(p.type)) fields.add(p.name.text);
      }
    }
  }
  return fields;
}

const nameOf = (node: ts.Node): string => {
  const parts: string[] = [];
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if ((ts.isMethodDeclaration(n) || ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n)) && n.name) parts.unshift(n.name.getText());
  }
  return parts.join('.') || '(top level)';
};

/**
 * The writes in one source file that may run outside a transaction: a TypeORM write method
 * (`save`, `insert`, `update`, `delete`, `query`, …) called on a repository or manager of the
 * default connection. Writes on a transaction's manager (`tx.manager`, a required `manager`
 * parameter) are not reported.
 */
export function untransactedWrites(file: string, text: string): UntransactedWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2023, true, ts.ScriptKind.TS);
  const found: UntransactedWrite[] = [];
  const visit = (node: ts.Node, fields: Set<string>): void => {
    if (ts.isClassLike(node)) fields = repositoryFieldsOf(node);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && WRITES.has(node.expression.name.text)) {
      if (onDefaultConnection(node.expression.expression, fields)) {
        found.push({
          file,
          where: nameOf(node),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          call: node.expression.getText().replace(/\s+/g, ''),
        });
      }
    }
    node.forEachChild((child) => visit(child, fields));
  };
  visit(source, new Set());
  return found;
}

/** Every `.ts` file under `src/` of `root` but specs and migrations (which run before the app, on their own runner). */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'migrations') walk(path);
      } else if (name.endsWith('.ts') && !name.endsWith('.spec.ts')) files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, 'src'));
  return files.sort();
}

/** The untransacted writes of every source file under `src/` of `root`. */
export function untransactedWritesIn(root: string): UntransactedWrite[] {
  return sourceFiles(root).flatMap((file) => untransactedWrites(file, readFileSync(join(root, file), 'utf8')));
}
