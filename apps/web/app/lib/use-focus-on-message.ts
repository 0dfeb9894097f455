// Moves the keyboard focus to a message once it is on the page: the notice that answers an action
// (a record removed, a card saved) often replaces the very button that was pressed, which would
// leave keyboard and screen-reader users on nothing.
import { useEffect, type RefObject } from 'react';

/**
 * Focuses `ref`'s element after the render that shows a new message: each time `messageKey` changes
 * to a value (give the same message a new key for a new action, e.g. with the location's key), and
 * on the first render of a page that opens with a message. null is no message.
 */
export function useFocusOnMessage(ref: RefObject<HTMLElement | null>, messageKey: string | null): void {
  useEffect(() => {
    if (messageKey !== null) ref.current?.focus();
  }, [ref, messageKey]);
}
