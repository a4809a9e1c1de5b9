import type { CompiledQuery, QueryResult } from "kysely";

/** Stands in for one value while a statement is compiled; replaced by the value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * A statement compiled once and run many times with other values. Kysely
 * builds and compiles a query on every call, tens of µs of CPU that count on
 * the hot reads (docs/performance.md). `build` gets stand-ins typed as the
 * values: each must reach the statement as a parameter and never decide its
 * shape (write one compiledOnce per shape instead), which is checked on the
 * first call.
 */
export function compiledOnce<V extends Record<string, unknown>, R>(build: (values: V) => { compile(): CompiledQuery<R> }): (values: V) => CompiledQuery<R> {
  let shape: CompiledQuery<R> | undefined;
  return (values) => {
    shape ??= compileShape(build);
    const { parameters } = shape;
    return { ...shape, parameters: parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.name] : parameter)) };
  };
}

/**
 * compiledOnce for each of a few shapes of one statement, a shape chosen by what its text holds
 * (a limit written into it, say): each shape compiled on its first use, then kept.
 */
export function compiledOncePerShape<S, V extends Record<string, unknown>, R>(
  build: (shape: S, values: V) => { compile(): CompiledQuery<R> },
): (shape: S) => (values: V) => CompiledQuery<R> {
  const shapes = new Map<S, (values: V) => CompiledQuery<R>>();
  return (shape) => {
    let statement = shapes.get(shape);
    if (!statement) shapes.set(shape, (statement = compiledOnce((values: V) => build(shape, values))));
    return statement;
  };
}

function compileShape<V extends Record<string, unknown>, R>(build: (values: V) => { compile(): CompiledQuery<R> }): CompiledQuery<R> {
  const used = new Set<string>();
  const slots = new Proxy({} as V, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      used.add(name);
      return new Slot(name);
    },
    // A spread or destructuring rest would see no values and compile undefined in their place.
    ownKeys() {
      throw new Error("compiledOnce: read each value by name; a spread of the values sees none of them.");
    },
  });
  const shape = build(slots).compile();
  const bound = new Set(shape.parameters.flatMap((parameter) => (parameter instanceof Slot ? [parameter.name] : [])));
  for (const name of used) {
    if (!bound.has(name)) throw new Error(`compiledOnce: "${name}" does not reach the statement as a parameter.`);
  }
  return shape;
}

/** Where a compiled statement runs: Kysely or a transaction of it. */
type Executor = { executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> };

/** The row of a statement that always answers one (an aggregate, a one-row SELECT): `what` names it when none came. */
export async function onlyRow<R>(db: Executor, query: CompiledQuery<R>, what: string): Promise<R> {
  const [row] = (await db.executeQuery(query)).rows;
  if (!row) throw new Error(`${what} answered no row.`);
  return row;
}
