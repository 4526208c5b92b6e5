import type { FormEvent } from "react";
import {
  type Opportunity,
  type OpportunityFields,
  opportunityFields,
  stages,
} from "#contracts/crm";
import { Button } from "../../components/ui/button";
import { FormField, focusFirst, useFormFields } from "./form-field";

const num = (s: string) => (s.trim() === "" ? undefined : Number(s));

/** Add / Edit Opportunity: validated with the shared contract, errors shown per field. */
export function OpportunityForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Opportunity;
  submitLabel: string;
  onSubmit: (fields: OpportunityFields) => void;
  onCancel: () => void;
}) {
  const { values, errors, control, showErrors } = useFormFields("opp", {
    company: initial?.company ?? "",
    amount: initial ? String(initial.amount) : "",
    stage: initial?.stage ?? "",
    probability: initial ? String(initial.probability) : "",
    closeDate: initial?.closeDate ?? "",
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = opportunityFields.safeParse({
      company: values.company,
      amount: num(values.amount),
      stage: values.stage || undefined,
      probability: num(values.probability),
      closeDate: values.closeDate || undefined,
    });
    if (!parsed.success) return showErrors(parsed.error.issues);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="opp-company" label="Company" error={errors.company}>
        <input {...control("company")} ref={focusFirst} autoComplete="organization" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="opp-amount" label="Amount (USD)" error={errors.amount}>
          <input {...control("amount")} type="number" inputMode="decimal" min={0} step="any" />
        </FormField>
        <FormField id="opp-probability" label="Probability (%)" error={errors.probability}>
          <input {...control("probability")} type="number" inputMode="numeric" min={0} max={100} />
        </FormField>
        <FormField id="opp-stage" label="Stage" error={errors.stage}>
          <select {...control("stage")}>
            <option value="">Select a stage</option>
            {stages.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </FormField>
        <FormField id="opp-closeDate" label="Close date" error={errors.closeDate}>
          <input {...control("closeDate")} type="date" />
        </FormField>
      </div>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
