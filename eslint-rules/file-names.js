import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*(?:\.test)?$/;
/** .tsx files that are not components: the entry point, the route table and the lazy route modules. */
const TSX_EXCEPTIONS = [/^src\/main\.tsx$/, /^src\/app\/router\.tsx$/, /^src\/app\/routes\/[a-z0-9-]+-route\.tsx$/];

/**
 * The file names of docs/architecture.md#import-rules as a lint rule: component files (.tsx under src/) PascalCase,
 * every other file kebab-case, and no `index` barrels anywhere. Paths are taken relative to the working directory (the
 * repo root).
 */
export const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'PascalCase component files, kebab-case other files, no index barrels' },
    schema: [],
    messages: {
      barrel: 'No barrel files: import from the module that holds the code, not from an index file.',
      component: '"{{name}}" is a component file: name it in PascalCase (e.g. OrderForm.tsx).',
      kebab: '"{{name}}" is not a component file: name it in kebab-case (e.g. order-cost.ts).',
    },
  },
  create(context) {
    const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const file = path.posix.basename(relative);
    const extension = path.posix.extname(file);
    const stem = file.slice(0, -extension.length);
    return {
      Program(node) {
        if (/^index$/.test(stem)) return context.report({ node, messageId: 'barrel' });
        // A .test.tsx renders what it tests: it is named after its module, a component or a hook's kebab-case file.
        if (extension === '.tsx' && stem.endsWith('.test') && (PASCAL.test(stem) || KEBAB.test(stem))) return;
        const isComponent =
          extension === '.tsx' &&
          relative.startsWith('src/') &&
          !TSX_EXCEPTIONS.some((pattern) => pattern.test(relative));
        if (isComponent && !PASCAL.test(stem)) context.report({ node, messageId: 'component', data: { name: file } });
        if (!isComponent && !KEBAB.test(stem)) context.report({ node, messageId: 'kebab', data: { name: file } });
      },
    };
  },
};
