import { lazy, type Ref, Suspense, useEffect, useRef, useState } from "react";
import { prototypeCopy, seedActivities, seedOpportunities } from "../../../content/prototype";
import { cn } from "../../lib/cn";
import type { AssistantMode } from "./assistant-chat";
import type { CrmState } from "./crm-state";
import { useCrmStore } from "./crm-store";
import { DashboardHeader, FeaturesPanel } from "./dashboard-chrome";
import { type ListDialog, ListDialogs, type ListName, loadForms } from "./list-dialogs";
import { ActivitiesCard, focusInCard, PipelineCard } from "./lists";
import { StatCards } from "./stat-cards";

// The assistant (chat runtime, Markdown) is not part of the first load: fetched when the visitor
// shows intent (pointer over or focus on its buttons), or on first open.
const loadAssistant = () => import("./assistant-panel");
const AssistantPanel = lazy(() => loadAssistant().then((m) => ({ default: m.AssistantPanel })));

/** The figures, both lists and the features panel: the column the assistant docks beside. */
function DashboardBody({
  state,
  statRow,
  cards,
  show,
}: {
  state: CrmState;
  statRow: Ref<HTMLUListElement>;
  cards: Record<ListName, Ref<HTMLElement>>;
  show: (next: ListDialog) => void;
}) {
  return (
    <div className="@container min-w-0 flex-1 space-y-6">
      <StatCards ref={statRow} opportunities={state.opportunities} />
      <div className="grid gap-6 @2xl:grid-cols-2">
        <PipelineCard
          ref={cards.deals}
          opportunities={state.opportunities}
          onOpen={(id) => show({ view: "details", list: "deals", id })}
          onAdd={() => show({ view: "add", list: "deals" })}
          onIntent={loadForms}
        />
        <ActivitiesCard
          ref={cards.activities}
          activities={state.activities}
          onOpen={(id) => show({ view: "details", list: "activities", id })}
          onAdd={() => show({ view: "add", list: "activities" })}
          onIntent={loadForms}
        />
      </div>
      <FeaturesPanel />
      <p className="text-center text-xs text-fg-muted">{prototypeCopy.sampleNote}</p>
    </div>
  );
}

/** The assistant: never opened yet (its code not loaded), open in a mode, or closed. */
type AssistantView = { loaded: false } | { loaded: true; open: boolean; mode: AssistantMode };

/**
 * The sample CRM dashboard; all data lives in page memory and resets on reload to the seeds of
 * content/prototype.ts.
 */
export function CrmDashboard() {
  const { store, state } = useCrmStore(() => ({
    opportunities: seedOpportunities,
    activities: seedActivities,
  }));
  const [dialog, setDialog] = useState<ListDialog>({ view: "closed" });
  const [assistant, setAssistant] = useState<AssistantView>({ loaded: false });
  const statRow = useRef<HTMLUListElement>(null);
  const cards = { deals: useRef<HTMLElement>(null), activities: useRef<HTMLElement>(null) };
  // A deleted item's dialog returns the focus to a button that is gone: put it back in the list.
  const [refocus, setRefocus] = useState<{ list: ListName; index: number }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card refs are stable
  useEffect(() => {
    if (refocus) focusInCard(cards[refocus.list].current, refocus.index);
  }, [refocus]);

  const openAssistant = (mode: AssistantMode) => setAssistant({ loaded: true, open: true, mode });
  const assistantOpen = assistant.loaded && assistant.open;
  // Bring the figures the assistant changes to the top (after the page gained the room to scroll
  // that far): on a phone above the sheet, on a wide screen level with the docked panel.
  useEffect(() => {
    if (assistantOpen) statRow.current?.scrollIntoView({ block: "start", behavior: "instant" });
  }, [assistantOpen]);
  const show = (next: ListDialog) => {
    void loadForms();
    setDialog(next);
  };

  return (
    <div className={cn("container-page py-8 sm:py-10", assistantOpen && "max-lg:pb-[56dvh]")}>
      <DashboardHeader
        onLaunch={() => openAssistant("demo")}
        onAssistant={() => openAssistant("chat")}
        onIntent={() => void loadAssistant()}
      />
      <div className="mt-6 lg:flex lg:items-start lg:gap-6">
        <DashboardBody state={state} statRow={statRow} cards={cards} show={show} />
        {assistant.loaded && (
          <Suspense fallback={null}>
            <AssistantPanel
              open={assistant.open}
              mode={assistant.mode}
              onClose={() => setAssistant({ ...assistant, open: false })}
              store={store}
            />
          </Suspense>
        )}
      </div>
      <ListDialogs
        dialog={dialog}
        state={state}
        dispatch={store.dispatch}
        show={show}
        onDeleted={(list, index) => setRefocus({ list, index })}
      />
    </div>
  );
}
