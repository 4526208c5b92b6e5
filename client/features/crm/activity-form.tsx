import { type FormEvent, useState } from "react";
import {
  type Activity,
  type ActivityFields,
  activityFields,
  activityTypes,
} from "../../../worker/contracts/crm";
import { Button } from "../../components/ui/button";
import { FormField, fieldErrors, focusFirst, inputClass } from "./form-field";

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
  const [values, setValues] = useState({
    type: initial?.type ?? "",
    contact: initial?.contact ?? "",
    subject: initial?.subject ?? "",
    notes: initial?.notes ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = activityFields.safeParse({
      type: values.type || undefined,
      contact: values.contact,
      subject: values.subject,
      notes: values.notes.trim() || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    onSubmit(parsed.data);
  };

  const control = (id: keyof typeof values) => ({
    id: `act-${id}`,
    "aria-invalid": Boolean(errors[id]),
    "aria-describedby": errors[id] ? `act-${id}-error` : undefined,
    value: values[id],
    onChange: set(id),
    className: inputClass,
  });

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
