/**
 * The class of a card in a list (projects, organizations, events) by its place: past the first row of the widest
 * layout (three across) it is laid out only as it nears the screen (the `below-fold` utility, issue 39), so a
 * phone lays out the first cards, not the page's twelve.
 */
export function cardListItemClass(index: number): string | undefined {
  return index >= 3 ? "below-fold" : undefined;
}
