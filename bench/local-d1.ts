// What the server-time benches share: a local D1 of the bench's own (local workerd, SQLite as in production), migrated
// with the real migrations and kept between runs in its state directory so its generated shops are made once, and a
// timer that prints each figure's median and maximum over a number of runs after one warm-up. Figures only.
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { getDb } from "#app/server/db.server";
import { applyMigrations } from "../scripts/d1-migrations";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The bench's D1 in `stateDir` (a version folder inside it, so a changed generator starts afresh), migrated. */
export async function openLocalD1(stateDir: string, version = "v1") {
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.toml",
    persist: { path: `${stateDir}/${version}` },
    remoteBindings: false,
  });
  const d1 = proxy.env.DB;
  await applyMigrations(d1, () => {});
  /** One row of a query the bench knows returns one. */
  const one = async <T>(query: string, ...params: unknown[]) =>
    (await d1
      .prepare(query)
      .bind(...params)
      .first<T>())!;
  return { env: proxy.env, d1, db: getDb(d1), one, dispose: () => proxy.dispose() };
}

/** Prints `label`'s median and maximum over `runs` runs of `run`, after one run to warm up. */
export function timer(runs: number) {
  return async function time(label: string, run: () => Promise<unknown>) {
    await run();
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run();
      ms.push(performance.now() - started);
    }
    const figure = (value: number) => value.toFixed(1).padStart(6);
    console.log(`  ${label.padEnd(58)} median ${figure(median(ms))} ms   max ${figure(Math.max(...ms))} ms`);
  };
}

/** Seconds since `started` (a performance.now()), for the generators' one line. */
export const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
