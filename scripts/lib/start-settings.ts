/**
 * How `npm start` (scripts/start.mjs) hands the Worker its settings: every setting of
 * worker/lib/settings.ts that is set (non-empty) in the environment goes into an env file that
 * only this user can read, and wrangler dev gets its path (`--env-file`), never a value on its
 * command line, where `ps` would show it to anyone on the machine.
 *
 * With an `--env-file`, wrangler reads neither `.dev.vars` nor `.env`: the build copies the
 * project's `.dev.vars` (meant for `npm run dev`) into build/server/, and `npm start` must not
 * pick it up behind the environment's back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type SettingName, settingNames } from "../../worker/lib/settings.ts";

type Environment = Record<string, string | undefined>;

/** What a local server sets unless the environment does: links in alerts point at it. */
export const withLocalDefaults = (env: Environment, port: string): Environment => ({
  SITE_ORIGIN: `http://localhost:${port}`,
  ...env,
});

/** The settings set in `env`, in the order of settings.ts; an empty value counts as unset. */
export function setSettings(env: Environment): [SettingName, string][] {
  return settingNames.flatMap((name) => {
    const value = env[name];
    return value ? [[name, value] as [SettingName, string]] : [];
  });
}

/**
 * One value as wrangler's env-file reader (dotenv, then dotenv-expand) gives it back unchanged:
 * `$` escaped so it is not expanded as a variable, then quoted with the first quote character the
 * value does not hold (single quotes and backticks keep their content literally; inside double
 * quotes `\n` and `\r` would turn into line breaks, so those only for values without either).
 */
export function quoteEnvValue(value: string): string {
  const escaped = value.replaceAll("$", "\\$");
  if (!escaped.includes("'")) return `'${escaped}'`;
  if (!escaped.includes("`")) return `\`${escaped}\``;
  if (!escaped.includes('"') && !/\\[nr]|[\n\r]/.test(escaped)) return `"${escaped}"`;
  throw new Error("holds every quote character, so it cannot be written to an env file");
}

/** The env file's text: one `NAME='value'` line per setting that is set. */
export function settingsEnvFile(env: Environment): string {
  return setSettings(env)
    .map(([name, value]) => {
      try {
        return `${name}=${quoteEnvValue(value)}\n`;
      } catch (error) {
        // The name only: the value is a secret.
        throw new Error(`${name} ${(error as Error).message}`);
      }
    })
    .join("");
}

/** Writes the env file (mode 0600) in a fresh private directory; `remove` deletes both. */
export function writeSettingsFile(env: Environment): { path: string; remove: () => void } {
  const text = settingsEnvFile(env); // throws before any directory exists
  const dir = mkdtempSync(join(tmpdir(), "clarity-start-"));
  const path = join(dir, "settings.env");
  writeFileSync(path, text, { mode: 0o600, flag: "wx" });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** wrangler dev's arguments: the build's config, where to listen and store, the env file. */
export function wranglerDevArgs(options: {
  config: string;
  port: string;
  persistDir: string;
  envFile: string;
}): string[] {
  return [
    "node_modules/wrangler/bin/wrangler.js",
    "dev",
    "--config",
    options.config,
    "--port",
    options.port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    options.persistDir,
    "--show-interactive-dev-session=false",
    "--env-file",
    options.envFile,
  ];
}

/**
 * wrangler's own environment: the settings taken out (they reach the Worker through the file
 * only), wrangler told to read the env file (whatever CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV says
 * in the shell) and not to add the rest of the environment to the Worker's bindings.
 */
export function wranglerEnv(env: Environment): Environment {
  const out: Environment = { ...env };
  for (const name of settingNames) delete out[name];
  return {
    ...out,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "true",
    CLOUDFLARE_INCLUDE_PROCESS_ENV: "false",
  };
}

/**
 * A copy of the build's config beside it with every rate limit `factor` times higher, for a
 * script's or test's own server that plays a long session faster than a person types (the limits
 * themselves are tested at their own figures). `remove` deletes the copy.
 */
export function raisedLimitsConfig(
  config: string,
  factor: number,
  port: string,
): { path: string; remove: () => void } {
  const built = JSON.parse(readFileSync(config, "utf8")) as {
    ratelimits?: { simple: { limit: number } }[];
  };
  for (const limiter of built.ratelimits ?? []) limiter.simple.limit *= factor;
  const path = join(dirname(config), `wrangler.limits-${port}.json`);
  writeFileSync(path, JSON.stringify(built));
  return { path, remove: () => rmSync(path, { force: true }) };
}
