/**
 * IndexedDB as Dexie shows it, in memory, for the engines' unit tests (the progress queue, the
 * download runner): happy-dom has no IndexedDB and the project carries no fake of it. Only what those
 * engines call is here: a table keyed by one field (`++seq` auto-increments) or by a compound
 * `[a+b]`, `get/bulkGet/put/add/update/delete/clear`, and `where(field).equals(value)` collections with
 * `first/count/delete/toArray/primaryKeys/filter/notEqual`, with `toArray()` and
 * `orderBy(field).uniqueKeys()` on a table. Rows are copied in and out, as
 * IndexedDB's structured clone does, and kept in key order, as an index returns them.
 *
 *   vi.mock('./progress-db.ts', async () => ({ progressDb: memoryDatabase({ events: '++seq', sessions: 'userId' }) }));
 */
type Row = Record<string, unknown>;
type Key = string | number | (string | number)[];

function compare(a: Key, b: Key): number {
  const x = JSON.stringify(a);
  const y = JSON.stringify(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return x < y ? -1 : x > y ? 1 : 0;
}

export class MemoryCollection<T extends object> {
  constructor(
    private readonly table: MemoryTable<T>,
    private readonly match: (row: T) => boolean,
  ) {}
  private rows(): T[] {
    return this.table.sorted().filter(this.match);
  }
  filter(test: (row: T) => boolean): MemoryCollection<T> {
    return new MemoryCollection(this.table, (row) => this.match(row) && test(row));
  }
  async first(): Promise<T | undefined> {
    const row = this.rows()[0];
    return row ? structuredClone(row) : undefined;
  }
  async toArray(): Promise<T[]> {
    return this.rows().map((row) => structuredClone(row));
  }
  async count(): Promise<number> {
    return this.rows().length;
  }
  async primaryKeys(): Promise<Key[]> {
    return this.rows().map((row) => this.table.keyOf(row));
  }
  async delete(): Promise<number> {
    const rows = this.rows();
    for (const row of rows) this.table.rows.delete(JSON.stringify(this.table.keyOf(row)));
    return rows.length;
  }
}

export class MemoryTable<T extends object> {
  readonly rows = new Map<string, T>();
  private nextKey = 1;
  private readonly autoIncrement: boolean;
  private readonly keyFields: string[];

  constructor(schema: string) {
    const primary = schema.split(',')[0]!.trim();
    this.autoIncrement = primary.startsWith('++');
    this.keyFields = primary
      .replace(/^\+\+/, '')
      .replace(/^\[|\]$/g, '')
      .split('+');
  }

  keyOf(row: T): Key {
    const parts = this.keyFields.map((field) => (row as Row)[field] as string | number);
    return parts.length === 1 ? parts[0]! : parts;
  }

  sorted(): T[] {
    return [...this.rows.values()].sort((a, b) => compare(this.keyOf(a), this.keyOf(b)));
  }

  async add(row: T): Promise<Key> {
    const copy = structuredClone(row) as Row;
    if (this.autoIncrement && copy[this.keyFields[0]!] === undefined)
      copy[this.keyFields[0]!] = this.nextKey++;
    const key = this.keyOf(copy as T);
    if (this.rows.has(JSON.stringify(key))) throw new DOMException('Key exists', 'ConstraintError');
    this.rows.set(JSON.stringify(key), copy as T);
    return key;
  }
  async put(row: T): Promise<Key> {
    const key = this.keyOf(row);
    this.rows.set(JSON.stringify(key), structuredClone(row));
    return key;
  }
  async get(key: Key): Promise<T | undefined> {
    const row = this.rows.get(JSON.stringify(key));
    return row ? structuredClone(row) : undefined;
  }
  async bulkGet(keys: Key[]): Promise<(T | undefined)[]> {
    return Promise.all(keys.map((key) => this.get(key)));
  }
  async update(key: Key, changes: Partial<T>): Promise<number> {
    const row = this.rows.get(JSON.stringify(key));
    if (!row) return 0;
    this.rows.set(JSON.stringify(key), { ...row, ...structuredClone(changes) });
    return 1;
  }
  async delete(key: Key): Promise<void> {
    this.rows.delete(JSON.stringify(key));
  }
  async clear(): Promise<void> {
    this.rows.clear();
  }
  /** Dexie's `table.filter(fn)`: a collection of the rows the function accepts. */
  filter(test: (row: T) => boolean): MemoryCollection<T> {
    return new MemoryCollection(this, test);
  }
  where(field: string) {
    return {
      equals: (value: unknown) =>
        new MemoryCollection(this, (row) => (row as Row)[field] === value),
      notEqual: (value: unknown) =>
        new MemoryCollection(this, (row) => (row as Row)[field] !== value),
    };
  }
  /** Every row, in key order (Dexie's `table.toArray()`). */
  async toArray(): Promise<T[]> {
    return this.all();
  }
  /** Dexie's `table.orderBy(index).uniqueKeys()`: the index's distinct values, in order. */
  orderBy(field: string) {
    return {
      uniqueKeys: async (): Promise<Key[]> =>
        [...new Set(this.sorted().map((row) => (row as Row)[field] as string | number))].sort(
          (a, b) => compare(a, b),
        ),
    };
  }
  /** Every row, for assertions. */
  all(): T[] {
    return this.sorted().map((row) => structuredClone(row));
  }
}

/** A database of memory tables from Dexie-style schemas; `transaction` runs its body (no rollback). */
export function memoryDatabase<S extends Record<string, string>>(
  schemas: S,
): { [K in keyof S]: MemoryTable<Row> } & {
  transaction: (...args: unknown[]) => Promise<unknown>;
} {
  const tables = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, new MemoryTable(schema)]),
  ) as { [K in keyof S]: MemoryTable<Row> };
  return {
    ...tables,
    transaction: async (...args: unknown[]) => (args.at(-1) as () => Promise<unknown>)(),
  };
}
