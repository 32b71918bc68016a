// Orders placed as a store's page places them (POST /api/v1/stores/{shopUrl}/orders), for the benchmarks that need
// orders: bench/store-orders.ts, bench/live-orders.ts.
import { Agent, request } from "node:http";
import { decodeCatalogue } from "#app/domain/catalogue-text";

export type Post = { status: number; ms: number; body: string; answeredAt: number };

/** One order's POST; `answeredAt` is when its whole answer had arrived (performance.now()). */
export function postOrder(base: string, agent: Agent, path: string, body: unknown, client: string): Promise<Post> {
  const payload = JSON.stringify(body);
  const { hostname, port } = new URL(base);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          Origin: base,
          "CF-Connecting-IP": client,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const answeredAt = performance.now();
          resolve({
            status: res.statusCode ?? 0,
            ms: answeredAt - start,
            body: Buffer.concat(chunks).toString(),
            answeredAt,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/**
 * Orders the store takes: its first in-stock products (`lines` of them) at the prices its catalogue shows, and the net
 * the server computes. Each call of the answer makes order `n`'s body, with a write key of its own.
 */
export async function ordersFor(base: string, segment: string, lines: number) {
  const page = await (await fetch(`${base}/${segment}`)).text();
  const catalogueUrl = /data-catalogue-url="([^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
  if (!catalogueUrl) throw new Error(`${segment} names no catalogue`);
  const catalogue = decodeCatalogue(await (await fetch(new URL(catalogueUrl, base))).text());
  const chosen = catalogue
    .filter((p) => p.inStock)
    .slice(0, lines)
    .map((p) => ({ productId: p.id, quantity: 1000, pricePaise: p.pricePaise }));
  const customer = { name: "Bench Customer", whatsApp: "9876543210", address: "1, Bench Road, Pune" };
  const make = (netPaise: number, n: number) => ({
    idempotencyKey: `bench-${segment.replace(/_/g, "-")}-${n}-${Date.now()}`,
    customer,
    lines: chosen,
    netPaise,
  });
  // The first answer names the net payable amount (delivery charges included) as the server computes it.
  const probe = await postOrder(base, new Agent(), `/api/v1/stores/${segment}/orders`, make(0, -1), "bench-probe");
  const netPaise = (JSON.parse(probe.body) as { totals?: { netPaise: number } }).totals?.netPaise;
  if (probe.status !== 409 || netPaise === undefined) throw new Error(`probe: ${probe.status} ${probe.body}`);
  return (n: number) => make(netPaise, n);
}

/** The value below which a share `p` of the sorted values lie (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
