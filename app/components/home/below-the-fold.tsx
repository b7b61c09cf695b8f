import { Link } from "react-router";
import { LatestUpdates } from "~/components/projects/latest-updates";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Eye, icon, Search, Users } from "~/components/ui/icons";
import type { EventCardData } from "~/domain/event-card-data";
import { formatNumber } from "~/domain/numbers";
import type { UpdateCard } from "~/domain/update-display";
import { cn } from "~/lib/cn";
import { UpcomingEventsSection } from "./upcoming-events";

/*
 * The home page below the fold: the upcoming events, then text and links. Loaded with React.lazy inside a Suspense boundary (see
 * routes/public/home.tsx): the server renders it into the page as ever, and the browser hydrates it once this
 * module has arrived, after the first load instead of in it.
 */

// Icons fewer than three public pages show, made here (see components/ui/icons.tsx).
const Handshake = icon("handshake");
const Megaphone = icon("megaphone");
const TrendingUp = icon("trending-up");

/**
 * `events`: null hides the events section (spec §8: hidden when loading events fails); `updates`: the newest
 * progress updates (none: no strip).
 */
export default function BelowTheFold({
  events,
  live,
  updates = [],
}: {
  events: EventCardData[] | null;
  live: LiveTotals | null;
  updates?: UpdateCard[];
}) {
  return (
    <>
      <Container>
        {events ? <UpcomingEventsSection events={events} /> : <div className="pb-12 sm:pb-16" />}
        {updates.length > 0 ? (
          <div className="-mt-6 pb-6">
            <LatestUpdates updates={updates} headingId="home-updates" />
          </div>
        ) : null}
      </Container>
      <RegisterCallToAction />
      <Container>
        <Benefits />
      </Container>
      <ImpactAtAGlance live={live} />
    </>
  );
}

/** The call to register an organization. */
export function RegisterCallToAction() {
  return (
    <section aria-labelledby="home-register" className="bg-accent-400 text-gray-900">
      <Container className="flex flex-col items-start gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-register" className="text-2xl font-bold sm:text-3xl">
            Register your organization
          </h2>
          <p className="mt-3 text-lg">
            Showcase your projects to partners, funders and communities across Uganda. Registration takes a
            few minutes.
          </p>
        </div>
        <Link to="/register" className={cn(buttonClass("primary", "lg"), "shrink-0")}>
          Register Organization
        </Link>
      </Container>
    </section>
  );
}

const BENEFITS = [
  {
    icon: Eye,
    title: "Visibility for your work",
    text: "Publish your projects with photos, objectives and milestones where partners and supporters look.",
  },
  {
    icon: Handshake,
    title: "Partnerships",
    text: "Find organizations working in the same sector, district or SDG and build on each other's work.",
  },
  {
    icon: Users,
    title: "Reach communities",
    text: "Show the groups you serve, from farmers and women to refugees and youth, and who can join in.",
  },
  {
    icon: Megaphone,
    title: "Events and news",
    text: "Hear about forums, workshops and webinars for organizations creating impact in Uganda.",
  },
  {
    icon: TrendingUp,
    title: "Show your impact",
    text: "Keep an up-to-date record of your projects' progress for funders, boards and the public.",
  },
  {
    icon: Search,
    title: "Easy to find",
    text: "Anyone can search projects by location, sector, SDG, name or target group.",
  },
] as const;

/** Why organizations join. */
export function Benefits() {
  return (
    <section aria-labelledby="home-benefits" className="py-12 sm:py-16">
      <h2 id="home-benefits" className="text-2xl font-bold sm:text-3xl">
        Why join UgandaImpact?
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-lg border border-default bg-surface p-5">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §1: aspirational figures, shown as goals, not as results. */
export const IMPACT_GOALS = [
  { figure: "500+", label: "projects to be completed" },
  { figure: "200+", label: "future partner organizations" },
  { figure: "50+", label: "districts to be reached" },
  { figure: "1M+", label: "lives to be impacted" },
] as const;

/** What is on the platform today (null when the figures could not be read: the goals still show). */
export type LiveTotals = { projects: number; activeProjects: number; organizations: number };

/**
 * Impact at a Glance: first the spec's aspirational figures, each written "Goal: 500+ projects to be completed"
 * under a heading of their own, so no one reads them as results; then, apart and plainly counted, what is on
 * the platform today.
 */
export function ImpactAtAGlance({ live }: { live: LiveTotals | null }) {
  return (
    <section aria-labelledby="home-impact" className="bg-brand-800 text-white">
      <Container className="py-12 sm:py-16">
        <h2 id="home-impact" className="text-2xl font-bold sm:text-3xl">
          Impact at a Glance
        </h2>
        <h3 id="home-goals" className="mt-6 text-xl font-bold">
          Our goals
        </h3>
        <p className="mt-2 text-brand-50">
          What we are working towards together in the years ahead: goals, not results yet.
        </p>
        <ul aria-labelledby="home-goals" className="mt-6 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {IMPACT_GOALS.map((goal) => (
            <li key={goal.label} className="rounded-lg border border-dashed border-white/50 p-5">
              <span className="block text-sm font-semibold uppercase tracking-wider text-accent-400">
                Goal:
              </span>{" "}
              <span className="block text-3xl font-extrabold sm:text-4xl">{goal.figure}</span>{" "}
              <span className="block text-sm text-brand-50">{goal.label}</span>
            </li>
          ))}
        </ul>
        {live ? (
          <div className="mt-10 border-t border-white/20 pt-8">
            <h3 className="text-xl font-bold">Live today</h3>
            <p className="mt-2 text-brand-50">Counted on the platform now.</p>
            <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
              {[
                { figure: live.projects, label: "projects published" },
                { figure: live.activeProjects, label: "projects under way" },
                { figure: live.organizations, label: "organizations" },
              ].map((item) => (
                <div key={item.label} className="flex flex-col">
                  <dt className="text-sm text-brand-50">{item.label}</dt>
                  <dd className="order-first text-2xl font-bold">{formatNumber(item.figure)}</dd>
                </div>
              ))}
            </dl>
            <Link to="/impact" className={cn(buttonClass("outlineOnDark"), "mt-6")}>
              <TrendingUp aria-hidden className="h-5 w-5" />
              See live impact
            </Link>
          </div>
        ) : null}
      </Container>
    </section>
  );
}
