import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ContactDetails } from "~/components/layout/contact-details";
import { FieldError, Input } from "~/components/ui/field";
import { StatusButton } from "~/components/ui/status-button";
import { MAIN_NAV, SITE } from "~/domain/site";
import type { action as newsletterAction } from "~/routes/resources/newsletter";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-default bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-bold text-brand-700 dark:text-brand-200">
            {SITE.name}
          </h2>
          <p className="mt-3 text-sm text-muted">{SITE.tagline}</p>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm">
            {SITE.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} rel="noopener noreferrer" className={footerLink}>
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {[
              ...MAIN_NAV,
              { to: "/register", label: "Register Organization" },
              // The CSV exports, the calendar and the RSS feed are explained on /developers.
              { to: "/developers", label: "Open data" },
            ].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-semibold">
            Contact Us
          </h2>
          <ContactDetails />
        </section>
        <NewsletterBox />
      </div>
      <div className="border-t border-default">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm text-muted sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <Link to="/developers#licence" className={footerLink}>
                Open data: CC BY 4.0
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

/**
 * A footer link's touch target: 28px high (WCAG 2.2's minimum is 24px) without moving the text, the negative
 * margin takes back the padding.
 */
const footerLink = "-my-1 inline-block py-1 underline-offset-4 hover:underline";

/**
 * NEWSLETTER_MESSAGES.invalid of domain/newsletter.ts, written out: that module brings zod along, which the
 * browser does not need for this.
 */
const INVALID_EMAIL = "Please enter a valid email address";

/**
 * A plain form, checked by the server (resources/newsletter.ts), which answers a refused address with the
 * field's message, shown under the field (no toast repeats it). The browser's own email check (the input's validity: no code to download)
 * catches the plain typos first, so they cost no round trip.
 */
function NewsletterBox() {
  const fetcher = useFetcher<typeof newsletterAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string>();
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const serverError =
    result && "error" in result && typeof result.error === "string" ? result.error : undefined;
  const error = localError ?? serverError;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) formRef.current?.reset();
    else if (serverError) inputRef.current?.focus();
  }, [fetcher.state, result, serverError]);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = inputRef.current;
    if (input && (input.value.trim() === "" || !input.validity.valid)) {
      event.preventDefault();
      setLocalError(INVALID_EMAIL);
      input.focus();
    } else {
      setLocalError(undefined);
    }
  }
  return (
    <section aria-labelledby="footer-newsletter">
      <h2 id="footer-newsletter" className="font-semibold">
        Newsletter
      </h2>
      <p className="mt-3 text-sm text-muted">News about projects, organizations and events, now and then.</p>
      <fetcher.Form
        ref={formRef}
        method="post"
        action="/resources/newsletter"
        className="mt-3"
        noValidate
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        {/* The button goes under the field when the column is too narrow for the whole placeholder. */}
        <div className="flex flex-wrap gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            placeholder="Your email address"
            autoComplete="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-w-56 flex-1"
          />
          <StatusButton pending={busy} pendingLabel="Subscribing...">
            Subscribe
          </StatusButton>
        </div>
        <FieldError id={errorId} errors={error ? [error] : null} />
      </fetcher.Form>
    </section>
  );
}
