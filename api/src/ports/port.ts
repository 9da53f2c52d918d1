/**
 * A port: what a capability needs from a capability above it in the dependency graph
 * (docs/architecture.md), declared by the one that needs it and filled by the composition root
 * (`api/src/wiring.ts`). Calling down through a door and up through a port keeps the capability
 * graph free of cycles.
 */
export interface Port<T extends object> {
  /** The implementation; throws when the composition root has not wired it (a bug, not a state). */
  readonly use: () => T;
  readonly provide: (implementation: T) => void;
}

export function definePort<T extends object>(name: string): Port<T> {
  let implementation: T | null = null;
  return {
    use: () => {
      if (!implementation) {
        throw new Error(
          `port ${name} is not wired: wireCapabilities() (api/src/wiring.ts) fills it`,
        );
      }
      return implementation;
    },
    provide: (value) => {
      implementation = value;
    },
  };
}
