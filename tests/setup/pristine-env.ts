import { resetEnvForTests } from "~/services/env.server";

/**
 * The integration tests share a process between files (vitest.config.ts: `isolate: false`, so the app's modules
 * load once per worker, not once per file). A file may set process.env for itself (startHttpApp,
 * useTempDataDir, a storage test's bucket): each file starts from the environment the first one found.
 */
const holder = globalThis as { __pristineEnv?: Record<string, string | undefined> };
holder.__pristineEnv ??= { ...process.env };
const pristine = holder.__pristineEnv;
for (const key of Object.keys(process.env)) if (!(key in pristine)) delete process.env[key];
Object.assign(process.env, pristine);
resetEnvForTests();
