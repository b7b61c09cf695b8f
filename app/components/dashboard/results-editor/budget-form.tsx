import { getSelectProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Select } from "~/components/ui/field";
import { amountInputValue } from "~/domain/amount-input";
import { CURRENCIES } from "~/domain/money";
import { RESULTS_TEXT } from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, TextInput, useEntryForm } from "./form-parts";

/** The project's budget as saved (null where none is given). */
export type Budget = { currency: string | null; budget: number | null; spent: number | null };

export function BudgetForm({ budget, lastAnswer }: { budget: Budget; lastAnswer: Answer }) {
  const formKey = resultsFormKey({ intent: "save-budget" });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    currency: budget.currency ?? "UGX",
    budgetAmount: amountInputValue(budget.budget),
    spentAmount: amountInputValue(budget.spent),
  });
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-budget"
      submitLabel={RESULTS_TEXT.saveBudget}
      pending={pending}
    >
      <FormField field={fields.currency} label="Currency" className="sm:col-span-2">
        <Select {...getSelectProps(fields.currency)} aria-describedby={describedBy(fields.currency)}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </Select>
      </FormField>
      <TextInput
        field={fields.budgetAmount}
        label="Total budget"
        hint="Leave empty if you do not publish a budget"
        inputMode="decimal"
        maxLength={30}
      />
      <TextInput
        field={fields.spentAmount}
        label="Spent to date"
        hint="Not more than the total budget"
        inputMode="decimal"
        maxLength={30}
      />
    </FormShell>
  );
}
