/**
 * Writes app/components/ui/icons.svg, the icon sprite the pages point into, from the `lucide` package's data for
 * every icon the app names (app/components/ui/icon-nodes.ts). Run after adding an icon there:
 * `npx tsx scripts/build-icon-sprite.ts`. A unit test (icon-sprite.test.ts) fails while the file and the list
 * disagree.
 */
import fs from "node:fs";
import path from "node:path";
import { ICON_NODES } from "../app/components/ui/icon-nodes";
import { spriteMarkup } from "../app/components/ui/icon-sprite";

const file = path.resolve(import.meta.dirname, "../app/components/ui/icons.svg");
fs.writeFileSync(file, spriteMarkup(ICON_NODES));
console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(ICON_NODES).length} icons`);
