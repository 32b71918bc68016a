// The load the throughput benches put on a served Worker (bench/ceiling.ts, bench/cells.ts): `concurrency` loops, each
// sending one request after another.
import { performance } from "node:perf_hooks";

/** One request and whether it succeeded; `cap`, at most that many are sent in one load. */
export type LoadRequest = (() => Promise<{ ok: boolean; ms: number }>) & { cap?: number };

/** A GET (or any request) timed to its whole answer; 2xx is success. */
export async function timed(url: string, init: RequestInit): Promise<{ ok: boolean; ms: number }> {
  const start = performance.now();
  const answer = await fetch(url, { redirect: "manual", ...init });
  await answer.arrayBuffer();
  return { ok: answer.status >= 200 && answer.status < 300, ms: performance.now() - start };
}

/** `concurrency` loops for `seconds`, or until `request.cap` requests were sent: requests a second and latencies. */
export async function load(
  request: LoadRequest,
  { seconds, concurrency }: { seconds: number; concurrency: number },
): Promise<{ rps: number; latencies: number[]; failures: number }> {
  const started = performance.now();
  const until = started + seconds * 1000;
  const latencies: number[] = [];
  let failures = 0;
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until && sent < (request.cap ?? Infinity)) {
        sent++;
        const { ok, ms } = await request();
        if (ok) latencies.push(ms);
        else failures++;
      }
    }),
  );
  return { rps: latencies.length / ((performance.now() - started) / 1000), latencies, failures };
}
