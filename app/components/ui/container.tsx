import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** The page's content column. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** A page heading block: title and an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="bg-brand-800 py-10 text-white sm:py-14">
      <Container>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-brand-50">{lead}</p> : null}
      </Container>
    </div>
  );
}
