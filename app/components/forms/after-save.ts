import { useEffect, useRef } from "react";

/**
 * Calls `onSaved` once each time a send of a form ends in its action's success, so that a form that stays on
 * its page can start again empty (issue 36 item 1: after "Update posted" nothing of the update is left to post
 * twice). Works for a navigation form and a fetcher form alike:
 * - `sending`: this form's send is under way: a navigation form's while the page's navigation carries its
 *   submission (through the loads after the answer), a fetcher's while `fetcher.state !== "idle"`;
 * - `saved`: read when the send has ended: whether the action succeeded. A navigation form whose action
 *   redirects on success and answers a refusal in place: no action data came back; a fetcher: what its data says.
 */
export function useAfterSave(sending: boolean, saved: boolean, onSaved: () => void) {
  const wasSending = useRef(false);
  const callback = useRef(onSaved);
  callback.current = onSaved;
  useEffect(() => {
    if (sending) {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    if (saved) callback.current();
  }, [sending, saved]);
}
