import { useState } from "react";
import { createRoot } from "react-dom/client";
import { contactFields } from "#contracts/contact-fields";
import type { ResumeConflict } from "#contracts/resume-link";
import { resumeLinkCopy } from "../../../content/resume-link";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";

const copy = resumeLinkCopy.choice;
export type ResumeChoice = "replace" | "keep";

/**
 * Asks the visitor who opened an emailed link, in a browser that holds answers of its own, which
 * answers the form keeps (docs/decisions/023). The draft is not loaded until they say, so the
 * dialog gets a React root of its own (as the toasts do) and is gone once answered. Closing it
 * in any other way (Escape, the close button, the backdrop) keeps this browser's answers: nothing
 * is replaced without the explicit choice.
 */
export function askWhichToKeep(answers: ResumeConflict["answers"]): Promise<ResumeChoice> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const root = createRoot(host, { identifierPrefix: "resume-choice" });
    let answered = false;
    const choose = (choice: ResumeChoice) => {
      if (answered) return;
      answered = true;
      // Once the dialog has closed (the browser gives the focus back), its root goes.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
      resolve(choice);
    };
    root.render(<ChoiceDialog answers={answers} onChoose={choose} />);
  });
}

function ChoiceDialog({
  answers,
  onChoose,
}: {
  answers: ResumeConflict["answers"];
  onChoose: (choice: ResumeChoice) => void;
}) {
  const [open, setOpen] = useState(true);
  const choose = (choice: ResumeChoice) => {
    setOpen(false);
    onChoose(choice);
  };
  return (
    <Dialog
      open={open}
      onClose={() => choose("keep")}
      title={copy.title}
      description={copy.body(answers.yours, answers.link, contactFields.length)}
    >
      {/* One above the other at any width: the link's choice is too long to sit beside. */}
      <div className="grid gap-2">
        <Button variant="secondary" onClick={() => choose("keep")}>
          {copy.keep}
        </Button>
        <Button onClick={() => choose("replace")}>{copy.replace}</Button>
      </div>
    </Dialog>
  );
}
