import fs from "node:fs";
import { cookieHeader, launchBrowser, signedInSessions } from "./scripts/signed-in";
const origin = "http://localhost:3912";
const browser = await launchBrowser();
const sessions = await signedInSessions(browser, origin, "/tmp/d2");
const cookie = await cookieHeader(sessions.organization);
fs.writeFileSync("/tmp/cookie.txt", cookie);
await browser.close();
