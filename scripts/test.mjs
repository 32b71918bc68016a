// `npm test`: the whole suite, as CI runs it. The style check (Biome), the type-check, the unit tests and the build run
// side by side (each keeps about one core busy for a few seconds), their output printed as each ends; then the
// integration tests in workerd and the end-to-end tests in Chromium against that build, one after the other (each
// fills the machine).
import { spawn } from "node:child_process";
import { offlineEnv } from "./run.mjs";

/** Runs an npm script; its output is kept and printed in one piece when it ends (`live` streams it instead). */
function npmRun(script, { live = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], {
      env: offlineEnv(),
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      if (!live) process.stdout.write(Buffer.concat(output));
      console.log(
        `\n── ${script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
      resolve(code ?? 1);
    });
  });
}

const steps = [
  () => Promise.all(["lint", "typecheck", "test:unit", "build"].map((script) => npmRun(script))),
  () => npmRun("test:integration", { live: true }),
  () => npmRun("test:e2e:built", { live: true }),
];
for (const step of steps) {
  const codes = [await step()].flat();
  if (codes.some((code) => code !== 0)) process.exit(1);
}
