// Spindle's own lint rules: the architecture's boundaries, checked on every `npm run lint`.
import moduleBoundaries from './rules/module-boundaries.js';
import noImportCycle from './rules/no-import-cycle.js';
import ownTables from './rules/own-tables.js';

export default {
  meta: { name: 'eslint-plugin-spindle' },
  rules: { 'module-boundaries': moduleBoundaries, 'no-import-cycle': noImportCycle, 'own-tables': ownTables },
};
