import { Toaster as Sonner } from "sonner";
import { useTheme } from "../../lib/theme";

/** Toast region: labelled "Notifications", bottom-right, Alt+T focuses it (spec §9). */
export function Toaster() {
  const [theme] = useTheme();
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      richColors
      closeButton
    />
  );
}
