/** Types for capabilities.js, so TypeScript tests can read the same lists as the lint rule. */
export declare const capabilityDoors: { root: string; shared: string[] };
export declare const compositionRoots: string[];
export declare const isRouteFile: (file: string) => boolean;
export declare const isTableFile: (file: string) => boolean;
export declare const featureDoors: { root: string; shared: string[] };
export declare const featureCompositionRoots: string[];
