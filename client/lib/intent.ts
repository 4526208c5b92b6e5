/**
 * Handlers for "the visitor is about to use this" (pointer over, focus, touch): a good moment to
 * fetch code that is left out of the first load.
 */
export const intentProps = (load: () => unknown) => {
  const handler = () => void load();
  return { onPointerEnter: handler, onFocus: handler, onTouchStart: handler };
};
