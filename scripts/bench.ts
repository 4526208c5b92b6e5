/** `npm run bench`: every benchmark, one after another (each prints its own table). */
import { execSync } from "node:child_process";

for (const name of [
  "bench:chat",
  "bench:contact",
  "bench:alerts",
  "bench:static",
  "bench:waves",
  "bench:ledger",
  "bench:engines",
]) {
  console.log(`\n▶ npm run ${name}`);
  execSync(`npm run --silent ${name}`, { stdio: "inherit" });
}
