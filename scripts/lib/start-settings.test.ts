import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { settingNames } from "../../worker/lib/settings.ts";
import {
  quoteEnvValue,
  raisedLimitsConfig,
  settingsEnvFile,
  wranglerDevArgs,
  wranglerEnv,
  writeSettingsFile,
} from "./start-settings.ts";

/**
 * An env file read back as wrangler 4 reads `--env-file` (its bundled dotenv 16.3.1 `parse`, then
 * dotenv-expand 12 with no process environment): the line pattern and quote handling copied, and
 * any `$` that dotenv-expand would expand is an error here.
 */
function readLikeWrangler(text: string): Record<string, string> {
  const line =
    /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/gm;
  const out: Record<string, string> = {};
  for (const [, key, raw = ""] of text.replace(/\r\n?/gm, "\n").matchAll(line)) {
    let value = raw.trim();
    const quote = value[0];
    value = value.replace(/^(['"`])([\s\S]*)\1$/gm, "$2");
    if (quote === '"') value = value.replace(/\\n/g, "\n").replace(/\\r/g, "\r");
    if (/(?<!\\)\$/.test(value)) throw new Error(`${key}: dotenv-expand would expand ${value}`);
    out[key!] = value.replace(/\\\$/g, "$");
  }
  return out;
}

/** Every setting set, each to a value unlike any other. */
const everySetting = Object.fromEntries(
  settingNames.map((name, i) => [name, `value-${i}-${name}`]),
);

describe("npm start's settings", () => {
  it("passes every setting of worker/lib/settings.ts, the output cap and both daily budgets included", () => {
    const passed = readLikeWrangler(settingsEnvFile({ PATH: "/usr/bin", ...everySetting }));
    expect(passed).toEqual(everySetting);
    for (const name of [
      "MAX_OUTPUT_TOKENS",
      "MODEL_MESSAGES_PER_DAY",
      "MODEL_MESSAGES_PER_ADDRESS_PER_DAY",
    ]) {
      expect(passed[name], name).toBeDefined();
    }
  });

  it("passes only the settings that are set, and nothing else from the environment", () => {
    const file = settingsEnvFile({
      MODEL_MESSAGES_PER_DAY: "2",
      OPENAI_API_KEY: "",
      HOME: "/root",
    });
    expect(readLikeWrangler(file)).toEqual({ MODEL_MESSAGES_PER_DAY: "2" });
    expect(settingsEnvFile({})).toBe("");
  });

  it("puts no value on wrangler's command line: only the env file's path", () => {
    const args = wranglerDevArgs({
      config: "build/server/wrangler.json",
      port: "8787",
      persistDir: ".wrangler/state",
      envFile: "/tmp/clarity-start-x/settings.env",
    });
    expect(args.slice(args.indexOf("--env-file"))).toEqual([
      "--env-file",
      "/tmp/clarity-start-x/settings.env",
    ]);
    expect(args).not.toContain("--var");
    for (const value of Object.values(everySetting)) {
      expect(args.join(" ")).not.toContain(value);
    }
  });

  it("start.mjs keeps no list of its own: it names no setting", () => {
    const start = readFileSync("scripts/start.mjs", "utf8");
    for (const name of settingNames) expect(start, name).not.toContain(name);
  });

  it("wrangler's environment carries no setting, reads the env file and adds nothing else", () => {
    const env = wranglerEnv({
      ...everySetting,
      PATH: "/usr/bin",
      CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "false",
      CLOUDFLARE_INCLUDE_PROCESS_ENV: "true",
    });
    for (const name of settingNames) expect(env, name).not.toHaveProperty(name);
    expect(env).toMatchObject({
      PATH: "/usr/bin",
      CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "true",
      CLOUDFLARE_INCLUDE_PROCESS_ENV: "false",
    });
  });

  it("writes values back unchanged: $, quotes, #, spaces, backslashes, line breaks", () => {
    const values = [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${…}, which must not expand
      "sk-$HOME-${PATH}-\\$x-#not-a-comment",
      "  leading and trailing  ",
      "it's `ticked`, costs $5",
      'it\'s \\n "quoted" $USER',
      "first line\nsecond \\n line",
      "https://gateway.example/v1?key=a&b=$c#frag",
    ];
    for (const value of values) {
      expect(readLikeWrangler(`X=${quoteEnvValue(value)}\n`).X, value).toBe(value);
    }
  });

  it("refuses a value it cannot write, naming the setting but never the value", () => {
    const secret = 'it\'s `every` "quote"';
    expect(() => settingsEnvFile({ SALES_TOKEN: secret })).toThrow(/^SALES_TOKEN /);
    try {
      settingsEnvFile({ SALES_TOKEN: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it("writes the file only its owner can read, in a fresh directory removed afterwards", () => {
    const file = writeSettingsFile({ MODEL_MESSAGES_PER_DAY: "2" });
    try {
      expect(statSync(file.path).mode & 0o777).toBe(0o600);
      expect(statSync(file.path.replace(/\/[^/]+$/, "")).mode & 0o777).toBe(0o700);
      expect(readLikeWrangler(readFileSync(file.path, "utf8"))).toEqual({
        MODEL_MESSAGES_PER_DAY: "2",
      });
    } finally {
      file.remove();
    }
    expect(existsSync(file.path.replace(/\/[^/]+$/, ""))).toBe(false);
  });
});

describe("a server's own raised limits", () => {
  it("copies the build's config beside it with every rate limit multiplied, and removes the copy", () => {
    const dir = mkdtempSync(join(tmpdir(), "limits-"));
    const config = join(dir, "wrangler.json");
    writeFileSync(
      config,
      JSON.stringify({
        main: "index.js",
        ratelimits: [
          { name: "CHAT_LIMITER", namespace_id: "1", simple: { limit: 20, period: 60 } },
          { name: "CHAT_IP_LIMITER", namespace_id: "2", simple: { limit: 60, period: 60 } },
        ],
      }),
    );
    const raised = raisedLimitsConfig(config, 2, "8999");
    expect(raised.path).toBe(join(dir, "wrangler.limits-8999.json"));
    const copy = JSON.parse(readFileSync(raised.path, "utf8"));
    expect(copy.main).toBe("index.js");
    expect(copy.ratelimits.map((r: { simple: object }) => r.simple)).toEqual([
      { limit: 40, period: 60 },
      { limit: 120, period: 60 },
    ]);
    expect(JSON.parse(readFileSync(config, "utf8")).ratelimits[0].simple.limit).toBe(20);
    raised.remove();
    expect(existsSync(raised.path)).toBe(false);
    rmSync(dir, { recursive: true });
  });
});
