import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";

/**
 * "Project created" (spec §4): shown once a new project is saved, with the way to add another or to see it.
 * Its own module, loaded when it opens: the dialog library stays out of the project form's first load.
 */
export function ProjectCreatedDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Project created"
      description="Your project is now on UgandaImpact. What would you like to do next?"
    >
      <DialogActions>
        <button type="button" className={buttonClass("outline")} onClick={onClose}>
          Add Another Project
        </button>
        <Link to={`/projects/${projectId}`} className={buttonClass("primary")}>
          View Project
        </Link>
      </DialogActions>
    </Dialog>
  );
}
