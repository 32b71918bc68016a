// `npm test`: the whole suite, as CI runs it. The style check (Biome), the type-check, the unit tests and the build run
// side by side (each keeps about one core busy for a while), their output printed as each ends; then the integration
// tests in workerd and the end-to-end tests in Chromium against that build, one after the other (each fills the
// machine).
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

// The type-check takes about 50 s on two cores, the style check, unit tests and build about 20 s: once those three
// have passed, the integration tests start beside the type-check's end instead of after it. The end-to-end tests
// follow both (they need the build, and a failed type-check stops the suite before them).
const typecheck = npmRun("typecheck");
const quick = await Promise.all(["lint", "test:unit", "build"].map((script) => npmRun(script)));
if (quick.some((code) => code !== 0)) {
  await typecheck;
  process.exit(1);
}
const integration = await npmRun("test:integration", { live: true });
if ((await typecheck) !== 0 || integration !== 0) process.exit(1);
process.exit(await npmRun("test:e2e:built", { live: true }));
