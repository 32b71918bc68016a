// Types of serve-built.mjs for the TypeScript benches that call it.
export function serveBuilt(options: {
  port: number;
  stateDir: string;
  besideWorkers?: { name: string; script: string; routes: string[] }[];
}): Promise<URL>;
