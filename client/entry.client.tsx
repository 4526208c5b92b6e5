import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { makeZodJitless } from "./lib/zod-jitless";

// Before any lazily loaded code (the chats' AI SDK) builds a schema.
makeZodJitless();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
