/**
 * A project's budget and spending as IATI 2.03 wants them (issue 37 item 2). IATI: each `<budget>` covers at
 * most 12 months, so a project's total over several years is published as annual periods; what is spent to
 * date is an Expenditure transaction (TransactionType 4) with its date and value-date.
 */

const DAY = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same day `years` later (29 February becomes 1 March in a year without one). */
function addYears(iso: string, years: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toIso(date.getTime());
}

export type BudgetPeriod = { start: string; end: string; amount: number };

/**
 * The periods a budget is published in: years counted from the project's start (the last one ends with the
 * project), so no period is longer than 12 months.
 *
 * Without an end date the project is open-ended and its total is spread over the years from its start up to
 * the one holding today (at least the first): the budget as the organization states it, over the time the
 * project has run. (The alternative, the whole total in the first year, would say it was all meant for then.)
 */
export function budgetYears(
  start: string,
  end: string | null,
  today: string,
): { start: string; end: string }[] {
  const last = end ?? (today > start ? today : start);
  const periods: { start: string; end: string }[] = [];
  for (let year = 0; ; year++) {
    const from = addYears(start, year);
    if (from > last) break;
    const yearEnd = toIso(toDay(addYears(start, year + 1)) - DAY);
    // Open-ended: the year holding `last` is published whole; with an end date the last year stops there.
    periods.push({ start: from, end: end === null || yearEnd < end ? yearEnd : end });
  }
  return periods;
}

/** Days in a period, both ends counted. */
const daysIn = (period: { start: string; end: string }) =>
  (toDay(period.end) - toDay(period.start)) / DAY + 1;

/**
 * A total split over the periods evenly by days: whole units when the total is whole (UGX), else cents; each
 * period rounded down and the last one takes what remains, so the amounts sum exactly to the total.
 */
export function splitBudget(
  total: number,
  periods: readonly { start: string; end: string }[],
): BudgetPeriod[] {
  if (periods.length === 0) return [];
  const scale = Number.isInteger(total) ? 1 : 100;
  const units = Math.round(total * scale);
  const days = periods.map(daysIn);
  const allDays = days.reduce((sum, value) => sum + value, 0);
  let given = 0;
  return periods.map((period, index) => {
    const share = index === periods.length - 1 ? units - given : Math.floor((units * days[index]!) / allDays);
    given += share;
    return { ...period, amount: share / scale };
  });
}

/** The annual budgets of a project with a total, or none without one. */
export function budgetPeriods(
  project: { startDate: string; endDate: string | null; budgetAmount?: number | null },
  today: string,
): BudgetPeriod[] {
  if (project.budgetAmount == null) return [];
  return splitBudget(project.budgetAmount, budgetYears(project.startDate, project.endDate, today));
}

/**
 * When the amount spent to date was known: the day the project was last saved (the budget form saves it
 * there), never before the project's start nor after today (IATI: no transaction ahead of today).
 */
export function spentDate(startDate: string, updatedOn: string, today: string): string {
  const date = updatedOn < startDate ? startDate : updatedOn;
  return date > today ? today : date;
}
