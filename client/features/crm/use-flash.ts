import { useEffect, useRef } from "react";

/**
 * A brief highlight on an element whose shown value changed (a stat card after an assistant
 * action), so the change is seen, not only there. `data-updated` marks it while it lasts. No flash
 * on the first render. A colour fade, not motion, so it also runs under reduced motion.
 */
export function useFlashOnChange<T extends HTMLElement>(value: string) {
  const ref = useRef<T>(null);
  const shown = useRef(value);
  useEffect(() => {
    const el = ref.current;
    if (shown.current === value || !el) return;
    shown.current = value;
    el.dataset.updated = "true";
    const animation = el.animate(
      [
        { backgroundColor: "var(--primary-soft)", boxShadow: "0 0 0 2px var(--primary)" },
        { backgroundColor: getComputedStyle(el).backgroundColor, boxShadow: "0 0 0 0 transparent" },
      ],
      { duration: 1800, easing: "ease-out" },
    );
    const done = () => {
      delete el.dataset.updated;
    };
    animation.onfinish = done;
    animation.oncancel = done;
    return () => animation.cancel();
  }, [value]);
  return ref;
}
