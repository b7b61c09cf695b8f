import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

/** The frame of the login, register and password pages: a centred card with a heading. */
export function AuthCard({
  title,
  lead,
  wide,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container className="py-10 sm:py-14">
      <Card className={cn("mx-auto w-full p-5 sm:p-8", wide ? "max-w-3xl" : "max-w-md")}>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {lead ? <div className="mt-2 text-muted">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </Container>
  );
}
