import { afterAll } from "vitest";
import { removeTempDataDirs } from "./app-env";

/** Each test file's private data folders go with it (a run used to leave about fifty in the temp folder). */
afterAll(() => removeTempDataDirs());
