import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { ADMIN_ORGANIZATIONS_TEXT as TEXT } from "~/domain/admin-lists";

/**
 * Add Organization (spec §2 Admin Organizations): organizations are added through registration, so the dialog
 * says so and offers Go to Registration.
 */
export function AddOrganizationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TEXT.addTitle} description={TEXT.addDescription}>
      <DialogActions>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {TEXT.cancel}
        </Button>
        <Link to="/register" className={buttonClass("primary")}>
          {TEXT.goToRegistration}
        </Link>
      </DialogActions>
    </Dialog>
  );
}
