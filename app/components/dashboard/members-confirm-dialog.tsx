import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { StatusButton } from "~/components/ui/status-button";
import { MEMBERS_TEXT } from "~/domain/member-management";
import { type ConfirmRequest, useMemberFormPending } from "./members-forms";

/**
 * The confirmation before Remove, Revoke and Leave (loaded on the first press: most visits never open it). Its
 * form posts the same {intent, id} to My Account; it closes once the answer is in.
 */
export function MembersConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  const pending = useMemberFormPending(request.intent, request.id);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onClose();
    wasPending.current = pending;
  }, [pending, onClose]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={request.title}
      description={request.description}
    >
      <Form method="post" action="/dashboard/account">
        <input type="hidden" name="intent" value={request.intent} />
        {request.id ? <input type="hidden" name="id" value={request.id} /> : null}
        <DialogActions>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {MEMBERS_TEXT.cancel}
          </Button>
          <StatusButton variant="destructive" pending={pending} pendingLabel={request.pendingLabel}>
            {request.confirmLabel}
          </StatusButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
