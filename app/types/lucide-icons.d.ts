// One icon's data from the lucide package, imported from its own file (see components/ui/icons.tsx).
declare module "lucide/dist/esm/icons/*.mjs" {
  import type { IconNode } from "lucide";

  const node: IconNode;
  export default node;
}
