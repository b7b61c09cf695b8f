import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container, PageHeader } from "~/components/ui/container";
import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import { SITE } from "~/domain/site";

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A long policy text (terms, privacy): heading with its date, an "On this page" list of the numbered
 * sections, the sections themselves, and the platform's contact details at the end.
 */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
  contactIntro,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
  contactIntro: string;
}) {
  return (
    <>
      <PageHeader title={title} lead={`Last updated: ${lastUpdated}`} />
      <Container className="py-10 sm:py-12">
        <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <nav aria-labelledby="legal-toc" className="mb-10 lg:mb-0">
            <div className="rounded-lg border border-default bg-surface-muted p-5 lg:sticky lg:top-24">
              <h2 id="legal-toc" className="text-sm font-semibold uppercase tracking-wide text-muted">
                On this page
              </h2>
              <ol className="mt-3 space-y-2 text-sm">
                {sections.map((section, index) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-200"
                    >
                      {index + 1}. {section.title}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    href="#contact-information"
                    className="underline-offset-4 hover:text-brand-700 hover:underline dark:hover:text-brand-200"
                  >
                    Contact Information
                  </a>
                </li>
              </ol>
            </div>
          </nav>
          <article className="max-w-3xl">
            <div className="space-y-4 text-lg leading-relaxed">{intro}</div>
            {sections.map((section, index) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
                <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-4 space-y-4 leading-relaxed">{section.body}</div>
              </section>
            ))}
            <section
              aria-labelledby="contact-information"
              className="mt-12 rounded-lg border border-default bg-surface-muted p-6"
            >
              <h2 id="contact-information" className="scroll-mt-24 text-2xl font-bold">
                Contact Information
              </h2>
              <p className="mt-3 leading-relaxed">{contactIntro}</p>
              <ContactList />
            </section>
          </article>
        </div>
      </Container>
    </>
  );
}

/** SITE's contact details as a list: address, phone, email and business hours. */
export function ContactList() {
  return (
    <ul className="mt-4 space-y-3">
      <li className="flex gap-3">
        <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <span>
          <span className="font-semibold">{SITE.name}</span>, {SITE.address}
        </span>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <span>
          Email:{" "}
          <a href={`mailto:${SITE.email}`} className="font-medium underline underline-offset-4">
            {SITE.email}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <span>
          Phone:{" "}
          <a
            href={`tel:${SITE.phone.replaceAll(" ", "")}`}
            className="font-medium underline underline-offset-4"
          >
            {SITE.phone}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-200" />
        <span>Business hours: {SITE.businessHours}</span>
      </li>
    </ul>
  );
}

/** A bulleted list inside a policy section. */
export function LegalList({ children }: { children: ReactNode }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700 dark:marker:text-brand-200">{children}</ul>
  );
}

/** An inline link to another page of the site. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
      {children}
    </Link>
  );
}
