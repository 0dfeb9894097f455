// The foreign tables each server module still uses (issue 12, decision 0013): a module reads and
// writes only its own tables (packages/db/src/schema/<module>/), and `spindle/own-tables` refuses
// anything else except what is listed here. An entry leaves when the module asks the owner's face
// instead; the list only ever shrinks, and nothing new joins it.
export const OWN_TABLES_PENDING = {};
