import { Fragment } from "react";
import { breakPoints } from "~/domain/billing-review";

/**
 * A code or an address that may wrap only where it reads well split: a line-break opportunity (<wbr>) after
 * . - _ / and before @, never inside a run of letters or digits ("MP261119.|1432.|B73915").
 */
export function Breakable({ text }: { text: string }) {
  return breakPoints(text).map((piece, index) => (
    // The pieces of one fixed text, never reordered: their place is their key.
    <Fragment key={`${index}:${piece}`}>
      {index > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}
