import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Building2, icon, Search } from "~/components/ui/icons";
import { LandingSearch } from "./landing-search";

// An icon only this page shows (see components/ui/icons.tsx).
const LogIn = icon("log-in");

/** The landing headline, the three ways in, and the search. Text only above the fold: it paints at once. */
export function Hero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:items-center lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
            Uganda's social-impact network
          </p>
          <h1 className="mt-3 text-4xl font-extrabold leading-tight sm:text-5xl">
            Connect, Collaborate and Create Impact
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-50">
            Discover sustainable-development projects across Uganda, find the organizations behind them, and
            share your own work with partners, funders and communities.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/projects" className={buttonClass("secondary", "lg")}>
              <Search aria-hidden className="h-5 w-5" />
              Find Projects
            </Link>
            <Link to="/register" className={buttonClass("outlineOnDark", "lg")}>
              <Building2 aria-hidden className="h-5 w-5" />
              Register Organization
            </Link>
            <Link to="/login" className={buttonClass("ghostOnDark", "lg")}>
              <LogIn aria-hidden className="h-5 w-5" />
              Login to Upload
            </Link>
          </div>
        </div>
        <LandingSearch />
      </Container>
    </section>
  );
}
