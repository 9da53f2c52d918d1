import type { Rule } from 'eslint';

/** Types for the import-boundaries rule, so its test (TypeScript) can load the plain-JS rule. */
export declare const importBoundaries: Rule.RuleModule;
