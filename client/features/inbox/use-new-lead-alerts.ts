import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { getLead } from "./inbox-api";
import { countedTitle, leadTitle } from "./lead-format";

/** Whether the person is looking at this tab: visible and focused. */
const looking = () => document.visibilityState === "visible" && document.hasFocus();

/**
 * Writes the count into the tab's title. The title element's own text node is changed, not
 * replaced (which `document.title = …` would do), so React, which rendered it, still holds it.
 */
function useTitleCount(count: number) {
  useEffect(() => {
    const text = document.querySelector("head > title")?.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return;
    const base = countedTitle(text.nodeValue ?? "", 0);
    text.nodeValue = countedTitle(base, count);
    return () => {
      text.nodeValue = base;
    };
  }, [count]);
}

/** A browser notification for a new lead, if the person allowed them: name and company. */
async function notifyNewLead(leadId: string, open: (leadId: string) => void) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  let body = "A new lead is in the inbox.";
  try {
    const lead = await getLead(leadId);
    body = [leadTitle(lead.contact), lead.contact.company].filter(Boolean).join(" · ");
  } catch {
    // Name unknown (signed out, network): the notification still says a lead came in.
  }
  const notification = new Notification("New lead", { body, tag: leadId });
  notification.onclick = () => {
    window.focus();
    open(leadId);
    notification.close();
  };
}

/**
 * New leads the person has not seen: those created while the tab was hidden or out of focus,
 * counted in the tab's title ("(2) Sales inbox · Clarity") until the tab is looked at again, and
 * announced with a browser notification while the tab is hidden, when notifications are allowed.
 */
export function useNewLeadAlerts() {
  const [unseen, setUnseen] = useState(0);
  const attentive = useRef(true);
  const navigate = useNavigate();

  useEffect(() => {
    attentive.current = looking();
    const seen = () => {
      attentive.current = true;
      setUnseen(0);
    };
    const away = () => {
      attentive.current = false;
    };
    const visibility = () => (document.visibilityState === "visible" ? seen() : away());
    window.addEventListener("focus", seen);
    window.addEventListener("blur", away);
    document.addEventListener("visibilitychange", visibility);
    return () => {
      window.removeEventListener("focus", seen);
      window.removeEventListener("blur", away);
      document.removeEventListener("visibilitychange", visibility);
    };
  }, []);
  useTitleCount(unseen);

  const leadCreated = useCallback(
    (leadId: string) => {
      if (attentive.current) return;
      setUnseen((n) => n + 1);
      if (document.visibilityState === "hidden")
        void notifyNewLead(leadId, (id) => navigate(`/inbox/${encodeURIComponent(id)}`));
    },
    [navigate],
  );
  return { unseen, leadCreated };
}
