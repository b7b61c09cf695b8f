import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container, PageHeader } from "~/components/ui/container";
import { ArrowRight, Building2, Eye, type IconComponent, icon, Target, Users } from "~/components/ui/icons";
import { SITE } from "~/domain/site";
import { cn } from "~/lib/cn";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

// Icons fewer than three public pages show, made here (see components/ui/icons.tsx).
const BookOpen = icon("book-open");
const FolderSearch = icon("folder-search");
const GraduationCap = icon("graduation-cap");
const Handshake = icon("handshake");
const Lightbulb = icon("lightbulb");
const ShieldCheck = icon("shield-check");
const Sprout = icon("sprout");

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "About",
    description: `What ${SITE.name} does: our vision, mission and values, and how we connect organizations, projects and communities creating sustainable impact across Uganda.`,
    path: "/about",
    origin: rootOrigin(matches),
  });

type Item = { title: string; text: string; icon: IconComponent };

const PURPOSE: Item[] = [
  {
    title: "Our Vision",
    icon: Eye,
    text: "A Uganda where every community benefits from well-connected, visible and accountable development work, and where good ideas travel from one district to the next.",
  },
  {
    title: "Our Mission",
    icon: Target,
    text: "To give organizations of every size one place to showcase their projects, find partners and share what works, so that funders, volunteers and communities can see the impact being made across all four regions.",
  },
];

const VALUES: Item[] = [
  {
    title: "Innovation",
    icon: Lightbulb,
    text: "We welcome new ideas and simple, practical tools that help organizations do more with the resources they have.",
  },
  {
    title: "Collaboration",
    icon: Handshake,
    text: "Lasting change comes from working together: government, business, NGOs and community groups learning from one another.",
  },
  {
    title: "Integrity",
    icon: ShieldCheck,
    text: "We are honest about what projects achieve, protect the information entrusted to us and treat every organization fairly.",
  },
];

const IMPACT_AREAS: Item[] = [
  {
    title: "Sustainable Development",
    icon: Sprout,
    text: "Showcasing projects aligned with the Sustainable Development Goals, from clean water and renewable energy to climate-smart farming.",
  },
  {
    title: "Capacity Building",
    icon: GraduationCap,
    text: "Helping organizations present their work clearly, plan objectives and milestones, and grow their reach through training events.",
  },
  {
    title: "Knowledge Sharing",
    icon: BookOpen,
    text: "Making project experience searchable by sector, SDG, location and target group, so lessons learned in one place can help another.",
  },
  {
    title: "Community Engagement",
    icon: Users,
    text: "Connecting projects with the women, youth, farmers, refugees and other communities they serve, and with people who want to support them.",
  },
];

const STEPS = [
  {
    title: "Register your organization",
    text: "One short form creates your account and your public organization profile.",
  },
  {
    title: "Publish your projects",
    text: "With an active yearly subscription, add projects with images, objectives, milestones and the groups you serve.",
  },
  {
    title: "Get discovered",
    text: "Visitors, partners and funders find your work by location, sector, SDG or target group.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title="What We Do"
        lead={`${SITE.name} connects organizations, projects and people working for sustainable development across Uganda, so that good work is seen, shared and supported.`}
      />

      <Container className="py-12 sm:py-16">
        <section aria-labelledby="purpose-heading">
          <h2 id="purpose-heading" className="sr-only">
            Vision and mission
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {PURPOSE.map((item) => (
              <Card key={item.title} className="p-6 sm:p-8">
                <IconBadge icon={item.icon} />
                <h3 className="mt-4 text-2xl font-bold">{item.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-muted">{item.text}</p>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="values-heading" className="mt-16">
          <SectionHeading
            id="values-heading"
            title="Our Core Values"
            lead="The principles behind every decision we make."
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {VALUES.map((item) => (
              <li key={item.title}>
                <Card className="h-full p-6 text-center">
                  <IconBadge icon={item.icon} className="mx-auto" />
                  <h3 className="mt-4 text-xl font-semibold">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <section aria-labelledby="impact-heading" className="bg-surface-muted py-12 sm:py-16">
        <Container>
          <SectionHeading
            id="impact-heading"
            title="Our Impact Areas"
            lead="Where we focus our effort to strengthen development work across the country."
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {IMPACT_AREAS.map((item) => (
              <li key={item.title}>
                <Card className="h-full p-6">
                  <IconBadge icon={item.icon} />
                  <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <section aria-labelledby="how-heading">
          <SectionHeading id="how-heading" title="How It Works" />
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden
                  className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="join-heading"
          className="mt-16 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12"
        >
          <h2 id="join-heading" className="text-2xl font-bold sm:text-3xl">
            Ready to share your impact?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-50">
            Register your organization to showcase your projects, or browse the work already happening in
            communities across Uganda.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" className={buttonClass("secondary", "lg")}>
              <Building2 aria-hidden className="h-5 w-5" />
              Register Organization
            </Link>
            <Link to="/projects" className={buttonClass("outlineOnDark", "lg")}>
              <FolderSearch aria-hidden className="h-5 w-5" />
              Browse Projects
            </Link>
          </div>
          <p className="mt-6">
            <Link to="/organizations" className="font-medium text-white underline underline-offset-4">
              Explore the organizations directory
              <ArrowRight aria-hidden className="ml-1 inline h-4 w-4 align-[-3px]" />
            </Link>
          </p>
        </section>
      </Container>
    </>
  );
}

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="text-center">
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      {lead ? <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{lead}</p> : null}
    </div>
  );
}

function IconBadge({ icon: Icon, className }: { icon: IconComponent; className?: string }) {
  return (
    <span
      className={cn(
        "grid h-12 w-12 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
        className,
      )}
    >
      <Icon aria-hidden className="h-6 w-6" />
    </span>
  );
}
