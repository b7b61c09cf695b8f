import { getSelectProps } from "@conform-to/react";
import { describedBy, FormField } from "~/components/forms/form-field";
import { Select } from "~/components/ui/field";
import { amountInputValue } from "~/domain/amount-input";
import { CURRENCIES } from "~/domain/money";
import { FUNDER_TYPE_LABELS, FUNDER_TYPES, RESULT_LIMITS, RESULTS_TEXT } from "~/domain/project-results";
import { resultsFormKey } from "~/domain/project-results-forms";
import { type Answer, FormShell, TextInput, useEntryForm } from "./form-parts";

/** A funder of the project as the page lists it: what it gives when the organization says. */
export type Funder = {
  id: string;
  name: string;
  type: string;
  profileId: string | null;
  identifier: string | null;
  amount: number | null;
  currency: string | null;
};

export function FunderForm({
  funder,
  choices,
  currency,
  lastAnswer,
}: {
  funder?: Funder;
  choices: { id: string; name: string }[];
  /** The currency offered first: the funder's own, else the project's budget's. */
  currency: string;
  lastAnswer: Answer;
}) {
  const formKey = resultsFormKey({ intent: "save-funder", id: funder?.id });
  const { form, fields, pending } = useEntryForm(formKey, lastAnswer, {
    name: funder?.name,
    type: funder?.type ?? "",
    profileId: funder?.profileId ?? "",
    identifier: funder?.identifier ?? "",
    amount: amountInputValue(funder?.amount),
    currency: funder?.currency ?? currency,
  });
  return (
    <FormShell
      form={form}
      formKey={formKey}
      intent="save-funder"
      hidden={{ id: funder?.id }}
      submitLabel={RESULTS_TEXT.saveFunder}
      pending={pending}
    >
      <TextInput
        field={fields.name}
        label="Funder name"
        required
        maxLength={RESULT_LIMITS.funderNameMax}
        className="sm:col-span-2"
      />
      <FormField field={fields.type} label="Kind of funder" required>
        <Select {...getSelectProps(fields.type)} aria-describedby={describedBy(fields.type)}>
          <option value="">Choose...</option>
          {FUNDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {FUNDER_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        field={fields.profileId}
        label="Registered organization"
        hint="If the funder is on UgandaImpact, its page is linked"
      >
        <Select {...getSelectProps(fields.profileId)} aria-describedby={describedBy(fields.profileId, true)}>
          <option value="">Not registered here</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      </FormField>
      <TextInput
        field={fields.identifier}
        label="IATI organisation identifier"
        hint="Optional, for a funder not registered here: as on IATI (UNDP is XM-DAC-41114)"
        maxLength={100}
      />
      <TextInput
        field={fields.amount}
        label="Amount given"
        hint="Optional: what this funder gives the project"
        inputMode="decimal"
        maxLength={30}
      />
      <FormField field={fields.currency} label="Currency of the amount">
        <Select {...getSelectProps(fields.currency)} aria-describedby={describedBy(fields.currency)}>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </FormField>
    </FormShell>
  );
}
