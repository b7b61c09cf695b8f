import { Container } from "./ui/container";

/** What a route shows until its issue is built: an honest notice, never fake content. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <Container className="py-16">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">This page is not available yet. Please check back soon.</p>
    </Container>
  );
}
