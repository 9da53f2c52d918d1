import type { Rule } from 'eslint';

/** Types for the http-error-in-routes rule, so its test (TypeScript) can load the plain-JS rule. */
export declare const httpErrorInRoutes: Rule.RuleModule;
