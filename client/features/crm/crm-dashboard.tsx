import {
  type ComponentProps,
  lazy,
  Suspense,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { prototypeCopy, seedActivities, seedOpportunities } from "../../../content/prototype";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../lib/toast";
import { crmReducer, newId } from "./crm-state";
import { DashboardHeader, FeaturesPanel } from "./dashboard-chrome";
import { ActivityDetail, OpportunityDetail } from "./detail-dialogs";
import { ActivitiesCard, focusInCard, PipelineCard } from "./lists";
import { StatCards } from "./stat-cards";

// The assistant (chat runtime, Markdown) is not part of the first load: fetched when the visitor
// shows intent (pointer over or focus on its buttons), or on first open.
const loadAssistant = () => import("./assistant-dialog");
const AssistantDialog = lazy(() => loadAssistant().then((m) => ({ default: m.AssistantDialog })));

// The Add/Edit forms (and zod, which validates them) are fetched when a dialog is about to open.
const loadOpportunityForm = () => import("./opportunity-form");
const loadActivityForm = () => import("./activity-form");
const loadForms = () => Promise.all([loadOpportunityForm(), loadActivityForm()]);
const OpportunityForm = lazy(() =>
  loadOpportunityForm().then((m) => ({ default: m.OpportunityForm })),
);
const ActivityForm = lazy(() => loadActivityForm().then((m) => ({ default: m.ActivityForm })));

/** An Add/Edit dialog whose form may still be loading (a spinner shows until it is). */
function FormDialog(props: Omit<ComponentProps<typeof Dialog>, "description" | "className">) {
  const { children, ...dialog } = props;
  return (
    <Dialog {...dialog}>
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

type Open =
  | { kind: "none" }
  | { kind: "opp" | "oppEdit" | "act" | "actEdit"; id: string }
  | { kind: "oppAdd" | "actAdd" };

/** The sample CRM dashboard; all data lives in page memory and resets on reload (spec §4). */
export function CrmDashboard() {
  const [state, dispatch] = useReducer(crmReducer, {
    opportunities: seedOpportunities,
    activities: seedActivities,
  });
  const stateRef = useRef(state);
  stateRef.current = state;
  const [open, setOpen] = useState<Open>({ kind: "none" });
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [assistantLoaded, setAssistantLoaded] = useState(false);
  const openAssistant = () => {
    setAssistantLoaded(true);
    setAssistantOpen(true);
  };
  const close = () => setOpen({ kind: "none" });
  // A deleted item's dialog returns the focus to a button that is gone: put it back in the list.
  const pipelineCard = useRef<HTMLElement>(null);
  const activitiesCard = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState<{ card: HTMLElement | null; index: number }>();
  useEffect(() => {
    if (refocus) focusInCard(refocus.card, refocus.index);
  }, [refocus]);
  const show = (next: Open) => {
    void loadForms();
    setOpen(next);
  };
  const opp = "id" in open ? state.opportunities.find((o) => o.id === open.id) : undefined;
  const act = "id" in open ? state.activities.find((a) => a.id === open.id) : undefined;
  const oppFormOpen = open.kind === "oppAdd" || (open.kind === "oppEdit" && Boolean(opp));
  const actFormOpen = open.kind === "actAdd" || (open.kind === "actEdit" && Boolean(act));

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <DashboardHeader
        onLaunch={openAssistant}
        onAssistant={openAssistant}
        onIntent={() => void loadAssistant()}
      />
      <StatCards opportunities={state.opportunities} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PipelineCard
          ref={pipelineCard}
          opportunities={state.opportunities}
          onOpen={(id) => show({ kind: "opp", id })}
          onAdd={() => show({ kind: "oppAdd" })}
          onIntent={loadForms}
        />
        <ActivitiesCard
          ref={activitiesCard}
          activities={state.activities}
          onOpen={(id) => show({ kind: "act", id })}
          onAdd={() => show({ kind: "actAdd" })}
          onIntent={loadForms}
        />
      </div>
      <FeaturesPanel />

      <OpportunityDetail
        opportunity={open.kind === "opp" ? opp : undefined}
        onClose={close}
        onEdit={() => opp && show({ kind: "oppEdit", id: opp.id })}
        onDelete={() => {
          if (!opp) return;
          const index = state.opportunities.indexOf(opp);
          dispatch({ type: "opportunityDeleted", id: opp.id });
          setRefocus({ card: pipelineCard.current, index });
          toast.success("Opportunity deleted");
          close();
        }}
      />
      <FormDialog
        open={oppFormOpen}
        onClose={close}
        title={open.kind === "oppAdd" ? "Add Opportunity" : "Edit Opportunity"}
      >
        <OpportunityForm
          key={open.kind === "oppEdit" ? opp?.id : "new"}
          initial={open.kind === "oppEdit" ? opp : undefined}
          submitLabel={open.kind === "oppAdd" ? "Add Opportunity" : "Save Changes"}
          onCancel={close}
          onSubmit={(fields) => {
            if (open.kind === "oppEdit" && opp) {
              dispatch({ type: "opportunitySaved", opportunity: { ...opp, ...fields } });
              toast.success("Opportunity updated successfully");
            } else {
              dispatch({ type: "opportunityAdded", opportunity: { id: newId(), ...fields } });
              toast.success("Opportunity added successfully");
            }
            close();
          }}
        />
      </FormDialog>

      <ActivityDetail
        activity={open.kind === "act" ? act : undefined}
        onClose={close}
        onEdit={() => act && show({ kind: "actEdit", id: act.id })}
        onDelete={() => {
          if (!act) return;
          const index = state.activities.indexOf(act);
          dispatch({ type: "activityDeleted", id: act.id });
          setRefocus({ card: activitiesCard.current, index });
          toast.success("Activity deleted");
          close();
        }}
      />
      <FormDialog
        open={actFormOpen}
        onClose={close}
        title={open.kind === "actAdd" ? "Log Activity" : "Edit Activity"}
      >
        <ActivityForm
          key={open.kind === "actEdit" ? act?.id : "new"}
          initial={open.kind === "actEdit" ? act : undefined}
          submitLabel={open.kind === "actAdd" ? "Log Activity" : "Save Changes"}
          onCancel={close}
          onSubmit={(fields) => {
            if (open.kind === "actEdit" && act) {
              dispatch({
                type: "activitySaved",
                activity: { ...act, ...fields, notes: fields.notes },
              });
              toast.success("Activity updated successfully");
            } else {
              dispatch({
                type: "activityLogged",
                activity: { id: newId(), time: "Just now", ...fields },
              });
              toast.success("Activity logged successfully");
            }
            close();
          }}
        />
      </FormDialog>

      {assistantLoaded && (
        <Suspense fallback={null}>
          <AssistantDialog
            open={assistantOpen}
            onClose={() => setAssistantOpen(false)}
            stateRef={stateRef}
            dispatch={dispatch}
          />
        </Suspense>
      )}
      <p className="text-center text-xs text-fg-muted">{prototypeCopy.sampleNote}</p>
    </div>
  );
}
