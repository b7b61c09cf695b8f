import { Form, Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { StatusButton, useIsPending } from "~/components/ui/status-button";

/**
 * The page a follower mail's link opens (confirm or unsubscribe), naming what is followed: one button that posts
 * the token, then the outcome. A link alone changes nothing, so a mail scanner that opens links follows or
 * leaves nothing. The page's main action is its one strong button (the confirm or unsubscribe button; once
 * there is an outcome, the way back); the way back beside a pending choice is a quieter outline button.
 */
export function FollowLinkPage({
  title,
  intro,
  button,
  pendingLabel,
  outcome,
  back,
}: {
  title: string;
  intro: string;
  button: string;
  pendingLabel: string;
  outcome: { ok: boolean; title: string; description: string } | null;
  back: { to: string; label: string };
}) {
  const pending = useIsPending();
  return (
    <Container className="max-w-xl py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{outcome ? outcome.title : title}</h1>
      {outcome ? (
        outcome.ok ? (
          <p className="mt-3" role="status">
            {outcome.description}
          </p>
        ) : (
          <Alert className="mt-4">{outcome.description}</Alert>
        )
      ) : (
        <>
          <p className="mt-3">{intro}</p>
          <Form method="post" className="mt-6">
            <StatusButton pending={pending} pendingLabel={pendingLabel}>
              {button}
            </StatusButton>
          </Form>
        </>
      )}
      <p className="mt-8">
        <Link to={back.to} className={buttonClass(outcome ? "primary" : "outline")}>
          {back.label}
        </Link>
      </p>
    </Container>
  );
}
