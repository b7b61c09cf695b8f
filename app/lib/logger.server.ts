import pino from "pino";

/** One structured logger for the server; tests keep it quiet unless LOG_LEVEL says otherwise. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" || process.env.VITEST ? "silent" : "info"),
  redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.password"], remove: true },
});
