/**
 * A D1 binding that counts its round trips: every statement run on its own (`first`, `all`, `run`, `raw`) and every
 * `batch` (one trip, however many statements it carries) — what a Worker waits for from the database.
 */
export type CountingD1 = { binding: D1Database; trips(): number; reset(): void };

const RUNS = new Set(["first", "all", "run", "raw"]);

export function countingD1(real: D1Database): CountingD1 {
  let trips = 0;
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => wrapStatement(target.bind(...values));
        const value = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (RUNS.has(String(property)))
          return (...args: unknown[]) => {
            trips++;
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    unwrap.set(wrapped, statement);
    return wrapped;
  };
  const binding = new Proxy(real, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch")
        return (statements: D1PreparedStatement[]) => {
          trips++;
          return target.batch(statements.map((s) => unwrap.get(s) ?? s));
        };
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    binding,
    trips: () => trips,
    reset: () => {
      trips = 0;
    },
  };
}
