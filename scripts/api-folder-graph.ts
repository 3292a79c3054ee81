// The folder graph of the API (apps/api/src): which folder imports which at run time. DESIGN.md
// wants no loop between them (modules/A <-> modules/B, plugins <-> modules, mail <-> modules,
// payments <-> modules), so each folder can be read, tested and changed from its dependencies up.
// ESLint sees one file at a time, so api-folder-graph.test.ts checks this graph as a whole.
//
// A node is a module (`modules/<name>`), another top-level folder (`mail`, `plugins`, ...), or a
// file at the top (`app.ts`, `config.ts`). Type-only imports are left out: they are erased before
// run time and may point back.
//
// Types are still read in that order, so crossFolderCycles checks the files themselves, type
// imports included: no circle of files may pass through more than one folder (45 files once did,
// through fastify.d.ts, which named module types and was imported for Principal). Circles inside
// one folder are that folder's own business.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export type FolderGraph = Map<string, Map<string, string>>;

/** The folder node of a path relative to apps/api/src. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0];
}

/**
 * The relative specifiers a file loads at run time: imports, re-exports and dynamic imports; with
 * `withTypes`, its type-only imports and re-exports too.
 */
export function runtimeImports(fileName: string, text: string, withTypes = false): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const add = (specifier: ts.Expression | undefined) => {
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) found.push(specifier.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (withTypes || !typeOnly) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (withTypes || !typeOnly) add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Each circle of files of `srcDir` (imports of every kind, types included) that passes through
 * more than one folder, as its files in order with the folder of each; [] when there is none.
 */
export function crossFolderCycles(srcDir: string): string[][] {
  const graph: FolderGraph = new Map();
  const rel = (path: string) => relative(srcDir, path).split(sep).join('/');
  for (const file of sourceFiles(srcDir)) {
    const edges = new Map<string, string>();
    for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'), true)) {
      const target = rel(resolve(dirname(file), specifier));
      if (!target.startsWith('..')) edges.set(target, `${folderOf(target)}`);
    }
    graph.set(rel(file), edges);
  }
  return strongComponents(graph)
    .filter((files) => new Set([...files].map(folderOf)).size > 1)
    .map((files) => loopWithin(graph, files).filter((step) => !step.startsWith('  (')));
}

/**
 * The folder graph of `srcDir`: for each folder, the folders it loads and, for each, one file
 * import that makes the edge (to name it in a failure). Folders in `skip` are left out, edges to
 * and from them too.
 */
export function folderGraph(srcDir: string, skip: ReadonlySet<string> = new Set()): FolderGraph {
  const graph: FolderGraph = new Map();
  const rel = (path: string) => relative(srcDir, path).split(sep).join('/');
  for (const file of sourceFiles(srcDir)) {
    const from = folderOf(rel(file));
    if (skip.has(from)) continue;
    for (const specifier of runtimeImports(file, readFileSync(file, 'utf8'))) {
      const target = rel(resolve(dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const to = folderOf(target);
      if (to === from || skip.has(to)) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      graph.set(from, edges);
      if (!edges.has(to)) edges.set(to, `${rel(file)} imports ${target}`);
    }
  }
  return graph;
}

/** Each loop of the graph, once, as the folders along it with the import that makes each step. */
export function folderLoops(graph: FolderGraph): string[][] {
  return strongComponents(graph).map((component) => loopWithin(graph, component));
}

/** The strongly connected components of more than one node (Tarjan): each holds a loop. */
function strongComponents(graph: FolderGraph): Set<string>[] {
  const components: Set<string>[] = [];
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((e) => [...e.keys()])]);
  const strongConnect = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        strongConnect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component = new Set<string>();
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      component.add(member);
      if (member === node) break;
    }
    if (component.size > 1) components.push(component);
  };
  for (const node of [...nodes].sort()) if (!indexOf.has(node)) strongConnect(node);
  return components;
}

/** One loop inside a strongly connected component, by breadth-first search back to its first node. */
function loopWithin(graph: FolderGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0];
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0])!);
        return [...path, start].flatMap((folder, i, all) =>
          i === all.length - 1 ? [folder] : [folder, `  (${graph.get(folder)!.get(all[i + 1])})`],
        );
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component];
}
