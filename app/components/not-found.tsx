import { Link, useLocation, useNavigate } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The not-found page: the attempted path, and ways back. */
export function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Container className="py-20 text-center">
      <p className="text-6xl font-black text-brand-700 dark:text-brand-200">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted">
        The page{" "}
        <code className="break-all rounded bg-surface-muted px-1.5 py-0.5 font-mono">{pathname}</code> does
        not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Home
        </Link>
        <Link to="/projects" className={buttonClass("outline")}>
          Browse Projects
        </Link>
        <Button variant="ghost" onClick={() => navigate(-1)}>
          Go Back
        </Button>
      </div>
    </Container>
  );
}
