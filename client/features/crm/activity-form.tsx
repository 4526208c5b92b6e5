import type { FormEvent } from "react";
import { type Activity, type ActivityFields, activityFields, activityTypes } from "#contracts/crm";
import { Button } from "../../components/ui/button";
import { FormField, focusFirst, inputClass, useFormFields } from "./form-field";

/** Log / Edit Activity: type, contact ("Name - Company"), subject, optional notes. */
export function ActivityForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Activity;
  submitLabel: string;
  onSubmit: (fields: ActivityFields) => void;
  onCancel: () => void;
}) {
  const { values, errors, control, showErrors } = useFormFields("act", {
    type: initial?.type ?? "",
    contact: initial?.contact ?? "",
    subject: initial?.subject ?? "",
    notes: initial?.notes ?? "",
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = activityFields.safeParse({
      type: values.type || undefined,
      contact: values.contact,
      subject: values.subject,
      notes: values.notes.trim() || undefined,
    });
    if (!parsed.success) return showErrors(parsed.error.issues);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="act-type" label="Type" error={errors.type}>
        <select {...control("type")} ref={focusFirst}>
          <option value="">Select a type</option>
          {activityTypes.map((t) => (
            <option key={t} value={t}>
              {t[0]!.toUpperCase() + t.slice(1)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="act-contact" label="Contact" error={errors.contact}>
        <input {...control("contact")} placeholder="Name - Company" />
      </FormField>
      <FormField id="act-subject" label="Subject" error={errors.subject}>
        <input {...control("subject")} />
      </FormField>
      <FormField id="act-notes" label="Notes" error={errors.notes}>
        <textarea
          {...control("notes")}
          placeholder="Optional"
          rows={3}
          className={`${inputClass} h-auto py-2`}
        />
      </FormField>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </div>
    </form>
  );
}
