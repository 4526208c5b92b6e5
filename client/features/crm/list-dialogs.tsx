import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import type { Activity, ActivityFields, Opportunity, OpportunityFields } from "#contracts/crm";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";
import { type CrmEvent, type CrmState, newId } from "./crm-state";
import { ActivityDetail, OpportunityDetail } from "./detail-dialogs";

// The Add/Edit forms (and zod, which validates them) are fetched when a dialog is about to open.
const loadOpportunityForm = () => import("./opportunity-form");
const loadActivityForm = () => import("./activity-form");
export const loadForms = () => Promise.all([loadOpportunityForm(), loadActivityForm()]);
const OpportunityForm = lazy(() =>
  loadOpportunityForm().then((m) => ({ default: m.OpportunityForm })),
);
const ActivityForm = lazy(() => loadActivityForm().then((m) => ({ default: m.ActivityForm })));

export type ListName = "deals" | "activities";

/** Which of the dashboard's dialogs is open: an item's details, its edit form, or an add form. */
export type ListDialog =
  | { view: "closed" }
  | { view: "details" | "edit"; list: ListName; id: string }
  | { view: "add"; list: ListName };

interface FormProps<Item, Fields> {
  initial?: Item;
  submitLabel: string;
  onSubmit: (fields: Fields) => void;
  onCancel: () => void;
}
interface DetailProps<Item> {
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
  item: Item | undefined;
}

/** What differs between the two lists; everything else is one logic (`OneList`). */
interface ListConfig<Item extends { id: string }, Fields> {
  items: (state: CrmState) => Item[];
  Detail: ComponentType<DetailProps<Item>>;
  Form: ComponentType<FormProps<Item, Fields>>;
  addTitle: string;
  editTitle: string;
  toasts: { added: string; updated: string; deleted: string };
  added: (fields: Fields) => CrmEvent;
  saved: (item: Item, fields: Fields) => CrmEvent;
  deleted: (id: string) => CrmEvent;
}

const deals: ListConfig<Opportunity, OpportunityFields> = {
  items: (s) => s.opportunities,
  Detail: ({ item, ...rest }) => <OpportunityDetail opportunity={item} {...rest} />,
  Form: OpportunityForm,
  addTitle: "Add Opportunity",
  editTitle: "Edit Opportunity",
  toasts: {
    added: "Opportunity added successfully",
    updated: "Opportunity updated successfully",
    deleted: "Opportunity deleted",
  },
  added: (fields) => ({ type: "opportunityAdded", opportunity: { id: newId(), ...fields } }),
  saved: (item, fields) => ({ type: "opportunitySaved", opportunity: { ...item, ...fields } }),
  deleted: (id) => ({ type: "opportunityDeleted", id }),
};

const activities: ListConfig<Activity, ActivityFields> = {
  items: (s) => s.activities,
  Detail: ({ item, ...rest }) => <ActivityDetail activity={item} {...rest} />,
  Form: ActivityForm,
  addTitle: "Log Activity",
  editTitle: "Edit Activity",
  toasts: {
    added: "Activity logged successfully",
    updated: "Activity updated successfully",
    deleted: "Activity deleted",
  },
  added: (fields) => ({
    type: "activityLogged",
    activity: { id: newId(), time: "Just now", ...fields },
  }),
  saved: (item, fields) => ({
    type: "activitySaved",
    activity: { ...item, ...fields, notes: fields.notes },
  }),
  deleted: (id) => ({ type: "activityDeleted", id }),
};

/** An Add/Edit dialog whose form may still be loading (a spinner shows until it is). */
function FormDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      <Suspense
        fallback={
          <div className="flex justify-center p-8">
            <Spinner label="Loading the form" />
          </div>
        }
      >
        {children}
      </Suspense>
    </Dialog>
  );
}

interface ListProps {
  dialog: ListDialog;
  state: CrmState;
  dispatch: (event: CrmEvent) => void;
  show: (next: ListDialog) => void;
  /** An item was deleted from this place in its list: the focus goes back there. */
  onDeleted: (list: ListName, index: number) => void;
}

function OneList<Item extends { id: string }, Fields>({
  name,
  config,
  dialog,
  state,
  dispatch,
  show,
  onDeleted,
}: ListProps & { name: ListName; config: ListConfig<Item, Fields> }) {
  const mine = dialog.view !== "closed" && dialog.list === name;
  const items = config.items(state);
  const item = mine && "id" in dialog ? items.find((i) => i.id === dialog.id) : undefined;
  const close = () => show({ view: "closed" });
  const editing = dialog.view === "edit" && item !== undefined;
  const { Detail, Form } = config;
  return (
    <>
      <Detail
        item={dialog.view === "details" ? item : undefined}
        onClose={close}
        onEdit={() => item && show({ view: "edit", list: name, id: item.id })}
        onDelete={() => {
          if (!item) return;
          onDeleted(name, items.indexOf(item));
          dispatch(config.deleted(item.id));
          toast.success(config.toasts.deleted);
          close();
        }}
      />
      <FormDialog
        open={mine && (dialog.view === "add" || editing)}
        onClose={close}
        title={editing ? config.editTitle : config.addTitle}
      >
        <Form
          key={editing ? item.id : "new"}
          initial={editing ? item : undefined}
          submitLabel={editing ? "Save Changes" : config.addTitle}
          onCancel={close}
          onSubmit={(fields) => {
            dispatch(editing ? config.saved(item, fields) : config.added(fields));
            toast.success(editing ? config.toasts.updated : config.toasts.added);
            close();
          }}
        />
      </FormDialog>
    </>
  );
}

/**
 * The detail and Add/Edit dialogs of both lists (opportunities, activities), driven by one
 * `ListDialog`.
 */
export function ListDialogs(props: ListProps) {
  return (
    <>
      <OneList name="deals" config={deals} {...props} />
      <OneList name="activities" config={activities} {...props} />
    </>
  );
}
