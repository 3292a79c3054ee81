// Import rules inside the API (DESIGN.md "Inside the API"), as a local ESLint plugin:
//   module-boundary: a file outside modules/X/ may import from modules/X/ only modules/X/index.ts.
//   floors-no-modules: the folders below the modules (plugins, cache, db, i18n, live, mail, pdf,
//     storage) import nothing from apps/api/src/modules/**, types included.
//   mail-templates-above: the mail renderer (mail-templates/) is above the modules: it reads them
//     through their indexes, so no module and no folder below the modules imports it, types
//     included (the outbox, mail/, gets it from app.ts as app.mailRenderer).
//   no-decorations-import: nothing imports fastify.d.ts. Its augmentations apply program-wide
//     without an import, and it names module types (ReservationHooks), so importing it from a
//     module or a floor below would close a circle of type imports through the modules (45 files
//     did, through its Principal, before Principal moved to plugins/principal-types.ts).
// Both depend on where the importer sits (a module may reach its own internals), which a
// no-restricted-imports pattern cannot say without a block per module per folder depth; here the
// specifier is resolved against the importing file and compared as paths instead.
import path from 'node:path';

const API_SRC = 'apps/api/src';
const MODULES = `${API_SRC}/modules`;
/** The folders below the modules: the modules build on them, and they on nothing of the modules. */
const FLOORS = ['plugins', 'cache', 'db', 'i18n', 'live', 'mail', 'pdf', 'storage'].map((f) => `${API_SRC}/${f}`);
/** The mail renderer, above the modules: its templates read reservations, hotels, subscriptions. */
const MAIL_TEMPLATES = `${API_SRC}/mail-templates`;
/** fastify.d.ts, however spelt (with or without `.d`, `.ts` or `.js`). */
const DECORATIONS = new RegExp(`^${API_SRC}/fastify(\\.d)?(\\.[cm]?[jt]s)?$`);

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

const floorsNoModules = {
  meta: {
    type: 'problem',
    docs: { description: 'The folders below the modules (plugins, cache, db, i18n, live, mail, pdf, storage) import nothing from modules/, types included.' },
    schema: [],
    messages: {
      module: "{{floor}}/ is below the modules and may not import '{{target}}' (types included): take what it needs as an option passed by app.ts, or move the type below the modules.",
    },
  },
  create(context) {
    const file = repoPath(context, context.filename);
    const floor = FLOORS.find((f) => file.startsWith(`${f}/`));
    if (floor === undefined) return {};
    return relativeImports(context, (target, node) => {
      if (target.startsWith(`${MODULES}/`)) context.report({ node, messageId: 'module', data: { target, floor: floor.slice(API_SRC.length + 1) } });
    });
  },
};

const mailTemplatesAbove = {
  meta: {
    type: 'problem',
    docs: { description: 'The mail renderer (mail-templates/) is above the modules: no module and no folder below them imports it, types included.' },
    schema: [],
    messages: {
      above: "mail-templates/ is above the modules (it reads them), so {{from}} may not import '{{target}}' (types included): queue mail with mail/outbox.ts, and let the sender render it (app.mailRenderer, wired by app.ts).",
    },
  },
  create(context) {
    const file = repoPath(context, context.filename);
    const module = moduleOf(file);
    const floor = FLOORS.find((f) => file.startsWith(`${f}/`));
    const from = module !== null ? `modules/${module}/` : floor !== undefined ? `${floor.slice(API_SRC.length + 1)}/` : null;
    if (from === null) return {};
    return relativeImports(context, (target, node) => {
      if (target === MAIL_TEMPLATES || target.startsWith(`${MAIL_TEMPLATES}/`)) context.report({ node, messageId: 'above', data: { target, from } });
    });
  },
};

const noDecorationsImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Nothing imports fastify.d.ts: its augmentations need no import, and it names module types.' },
    schema: [],
    messages: {
      decorations: 'Do not import fastify.d.ts (it names module types, so an import loops through the modules): import the type from where it is defined (Principal: plugins/principal-types.ts; ClientSessionContext: plugins/client-session.ts).',
    },
  },
  create(context) {
    return relativeImports(context, (target, node) => {
      if (DECORATIONS.test(target)) context.report({ node, messageId: 'decorations' });
    });
  },
};

export default {
  meta: { name: 'noren-api' },
  rules: {
    'module-boundary': moduleBoundary,
    'floors-no-modules': floorsNoModules,
    'mail-templates-above': mailTemplatesAbove,
    'no-decorations-import': noDecorationsImport,
  },
};
