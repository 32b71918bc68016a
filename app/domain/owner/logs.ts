/** The Logs screen (spec 3 §2 "Log Files"; DECISIONS.md "Logs"): info or error events as a .log text. */
import { formatIstDateTime } from "../time";

export const LOG_LEVELS = ["info", "error"] as const;
export type LogLevelChoice = (typeof LOG_LEVELS)[number];

export const readLogLevel = (value: string | null): LogLevelChoice => (value === "error" ? "error" : "info");

export type LogLine = { level: LogLevelChoice; message: string; shopId: number | null; createdAt: number };

/** "23/11/2026, 11:22 AM [error] GET /x: boom (shop 7)", newest first. */
export function logText(lines: readonly LogLine[]): string {
  return lines
    .map(
      (l) =>
        `${formatIstDateTime(new Date(l.createdAt))} [${l.level}] ${l.message.replace(/[\r\n]+/g, " ")}${l.shopId ? ` (shop ${l.shopId})` : ""}\n`,
    )
    .join("");
}

export const logFileName = (level: LogLevelChoice) => `${level}_yaadi.log`;

export const LOG_MESSAGES = {
  empty: "No events in the last 30 days.",
  loadFailed: "Error retriving logs ",
  lastAt: (when: string) => `Last event: ${when}`,
} as const;
