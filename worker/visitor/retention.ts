import { retention } from "../../content/site";
import type { ErasedData } from "../contracts/visitor";
import { utcDay } from "../lib/utc-day";
import { VISITOR_TABLES, visitorTables } from "./schema";

/** Drafts and conversations that never became a lead are erased after this long unused (/privacy says so). */
export const VISITOR_DATA_RETENTION_MS = retention.unusedDays * 24 * 60 * 60 * 1000;

/**
 * Erases what has expired: a draft unchanged for the retention period, and — while the visitor
 * has no lead — conversations unchanged as long. Returns when the next thing expires, or null.
 */
export function expire(sql: SqlStorage, now: number): number | null {
  const cutoff = now - VISITOR_DATA_RETENTION_MS;
  sql.exec("DELETE FROM model_use WHERE day < ?", utcDay(now));
  sql.exec("DELETE FROM draft WHERE updated_at <= ?", cutoff);
  sql.exec("DELETE FROM resume_link WHERE expires_at <= ?", now);
  const { leads } = sql.exec<{ leads: number }>("SELECT COUNT(*) AS leads FROM lead").one();
  if (leads === 0) {
    sql.exec(
      "DELETE FROM message WHERE conversation_id IN (SELECT id FROM conversation WHERE updated_at <= ?)",
      cutoff,
    );
    sql.exec("DELETE FROM conversation WHERE updated_at <= ?", cutoff);
  }
  const { oldest } = sql
    .exec<{ oldest: number | null }>(
      `SELECT MIN(t) AS oldest FROM (
         SELECT updated_at AS t FROM draft
         UNION ALL SELECT updated_at FROM conversation WHERE ? = 0)`,
      leads,
    )
    .one();
  return oldest === null ? null : oldest + VISITOR_DATA_RETENTION_MS;
}

/** Nothing of the visitor's is stored (a model-use count is not theirs): the object can go. */
export function isEmpty(sql: SqlStorage): boolean {
  const kept = VISITOR_TABLES.filter((t) => visitorTables[t] === "kept");
  const { n } = sql
    .exec<{ n: number }>(
      `SELECT ${kept.map((t) => `(SELECT COUNT(*) FROM ${t})`).join(" + ")} AS n`,
    )
    .one();
  return n === 0;
}

/** Deletes every row of the visitor's tables; says what there was. */
export function eraseAll(sql: SqlStorage): ErasedData {
  const count = (table: string) =>
    sql.exec<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).one().n;
  const erased = {
    draft: count("draft") > 0,
    conversations: count("conversation"),
    leads: count("lead"),
  };
  for (const table of VISITOR_TABLES) sql.exec(`DELETE FROM ${table}`);
  return erased;
}
