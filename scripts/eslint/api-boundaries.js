// Import rules inside the API (DESIGN.md "Inside the API"), as a local ESLint plugin:
//   module-boundary: a file outside modules/X/ may import from modules/X/ only modules/X/index.ts.
//   plugins-no-modules: apps/api/src/plugins/** imports nothing from apps/api/src/modules/**.
// Both depend on where the importer sits (a module may reach its own internals), which a
// no-restricted-imports pattern cannot say without a block per module per folder depth; here the
// specifier is resolved against the importing file and compared as paths instead.
import path from 'node:path';

const API_SRC = 'apps/api/src';
const MODULES = `${API_SRC}/modules`;
const PLUGINS = `${API_SRC}/plugins`;

/** The path of `file` from the lint root, with forward slashes. */
function repoPath(context, file) {
  return path.relative(context.cwd, file).split(path.sep).join('/');
}

/** `modules/<name>` of an API path, or null when it lies in no module. */
function moduleOf(file) {
  if (!file.startsWith(`${MODULES}/`)) return null;
  const name = file.slice(MODULES.length + 1).split('/')[0];
  return file.length > MODULES.length + 1 + name.length ? name : null;
}

/**
 * Calls `check(target, node)` for every relative import, re-export and literal dynamic import,
 * with `target` the imported path from the lint root. Type-only imports count too: a module's
 * types are part of its face and are re-exported by its index.ts.
 */
function relativeImports(context, check) {
  const importer = context.filename;
  const visit = (node) => {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
    check(repoPath(context, path.resolve(path.dirname(importer), source.value)), source);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const moduleBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'A module of the API is reached only through its index.ts.' },
    schema: [],
    messages: {
      internal: "'{{target}}' is inside modules/{{module}}: import from modules/{{module}}/index.ts, which says what the module offers.",
    },
  },
  create(context) {
    const own = moduleOf(repoPath(context, context.filename));
    return relativeImports(context, (target, node) => {
      const module = moduleOf(target);
      if (module === null || module === own) return;
      if (target === `${MODULES}/${module}/index.ts`) return;
      context.report({ node, messageId: 'internal', data: { target, module } });
    });
  },
};

const pluginsNoModules = {
  meta: {
    type: 'problem',
    docs: { description: 'API plugins import nothing from modules/: app.ts hands them what they need as options.' },
    schema: [],
    messages: {
      module: "plugins/ may not import '{{target}}': take what the plugin needs as a plugin option, passed by app.ts.",
    },
  },
  create(context) {
    if (!repoPath(context, context.filename).startsWith(`${PLUGINS}/`)) return {};
    return relativeImports(context, (target, node) => {
      if (target.startsWith(`${MODULES}/`)) context.report({ node, messageId: 'module', data: { target } });
    });
  },
};

export default {
  meta: { name: 'noren-api' },
  rules: { 'module-boundary': moduleBoundary, 'plugins-no-modules': pluginsNoModules },
};
