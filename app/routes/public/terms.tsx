import { LegalList, LegalPage, type LegalSection, TextLink } from "~/components/static/legal-page";
import { formatNumber } from "~/domain/numbers";
import { SITE } from "~/domain/site";
import { rootOrigin, seoMeta } from "~/lib/seo";
import { getPublicEnv } from "~/services/env.server";
import type { Route } from "./+types/terms";

const TERMS_LAST_UPDATED = "17/03/2025";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Terms of Service",
    description: `The terms for using ${SITE.name}: registration, organization accounts, project listings, fees and payments, acceptable use and liability.`,
    path: "/terms",
    origin: rootOrigin(matches),
  });

/** The subscription fee is configuration (SUBSCRIPTION_FEE_UGX / _USD), so the terms quote the live amount. */
export function loader() {
  const { subscriptionFeeUgx, subscriptionFeeUsd } = getPublicEnv();
  return { subscriptionFeeUgx, subscriptionFeeUsd };
}

const amount = (value: number) => formatNumber(value);

function termsSections(fee: { ugx: string; usd: string }): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      body: (
        <>
          <p>
            These Terms of Service govern your use of {SITE.name}, a platform where organizations in Uganda
            showcase sustainable-development projects and where visitors browse projects, organizations and
            events. By visiting the platform, registering an organization or publishing content, you agree to
            these terms and to our <TextLink to="/privacy">Privacy Policy</TextLink>.
          </p>
          <p>If you do not agree with these terms, please do not use the platform.</p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and Registration",
      body: (
        <>
          <p>
            Anyone may browse the platform. To register, you must be at least 18 years old and authorised to
            act for the organization you register, whether it is a government or public body, a company, a
            social enterprise, a foreign organization, an NGO or non-profit, or a community based
            organization.
          </p>
          <LegalList>
            <li>Give accurate, current and complete information when you register and keep it up to date.</li>
            <li>
              Register each organization once; one registration creates one user account and one profile.
            </li>
            <li>
              You must accept these terms to complete registration. We may refuse or remove a registration
              that is false, misleading or made on behalf of an organization without its authority.
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: "organization-accounts",
      title: "Organization Accounts",
      body: (
        <>
          <p>
            You are responsible for everything done through your organization's account. Keep your password
            confidential, use a strong password, and log out on shared devices. Tell us at once at{" "}
            <a href={`mailto:${SITE.email}`} className="font-medium underline underline-offset-4">
              {SITE.email}
            </a>{" "}
            if you believe your account has been used without permission.
          </p>
          <p>
            Your organization profile (name, brief, type, address, phone, website and logo) is public and is
            shown in the organizations directory together with your projects. You can edit it at any time from
            your Project Panel.
          </p>
        </>
      ),
    },
    {
      id: "content",
      title: "Content and Project Listings",
      body: (
        <>
          <p>
            You keep ownership of the project descriptions, images and other content you publish. By
            publishing it, you allow {SITE.name} to display, store, resize and share it on the platform and in
            previews of its pages for as long as it remains published.
          </p>
          <LegalList>
            <li>
              Projects must describe real activities of your organization, with honest information about their
              status, location, dates and the people they serve.
            </li>
            <li>
              Only upload images you own or have permission to use. Ask before publishing photographs in which
              people, and especially children, can be recognised.
            </li>
            <li>
              Administrators may edit, hide or remove listings that break these terms, are inaccurate or no
              longer active, and may delete organizations together with their content.
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: "fees",
      title: "Fees and Payments",
      body: (
        <>
          <p>A fee applies for uploading projects and for periodic event publication on the platform.</p>
          <p>
            Uploading projects requires an active yearly subscription of UGX {fee.ugx} (USD {fee.usd}). The
            subscription is paid by mobile money (MTN Mobile Money or Airtel Money) or by bank transfer, using
            your organization's name as the payment reference. After paying, submit the transaction reference
            code, and optionally a proof of payment, from your Project Panel. Your subscription becomes active
            once an administrator has checked and approved the payment, and it runs for one year from the date
            you submitted it.
          </p>
          <LegalList>
            <li>
              Organizations can create and manage their profile and browse the platform without a
              subscription; adding projects needs an active one.
            </li>
            <li>
              When your subscription expires, your published projects stay visible, but you need to renew it
              before adding new projects.
            </li>
            <li>
              Publishing events, which our team does on request, may carry a periodic fee that we agree with
              you in writing before the event is published.
            </li>
            <li>
              If we cannot match a payment to its reference, the request is rejected and no subscription is
              started; contact us with your payment details and we will resolve it with you. Fees for an
              approved subscription are not refundable, except where the law requires otherwise.
            </li>
          </LegalList>
          <p>We may change our fees. A change never affects a subscription that has already been approved.</p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      body: (
        <>
          <p>When you use the platform, you must not:</p>
          <LegalList>
            <li>publish false, misleading, defamatory, hateful or unlawful content;</li>
            <li>
              pretend to be another person or organization, or list projects that are not your organization's;
            </li>
            <li>collect other users' contact details to send unsolicited messages;</li>
            <li>
              upload viruses or harmful files, or try to gain access to accounts or data that are not yours;
            </li>
            <li>use automated tools that overload the platform or copy its content in bulk;</li>
            <li>
              use the platform to raise funds dishonestly or for any purpose against the laws of Uganda.
            </li>
          </LegalList>
          <p>We may suspend or remove accounts that break these rules.</p>
        </>
      ),
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      body: (
        <>
          <p>
            {SITE.name} is a showcase. Organizations are responsible for the accuracy of their own profiles
            and projects; we do not verify every listing, and we do not guarantee the results of any project
            or partnership arranged through the platform. Please carry out your own checks before you fund,
            join or rely on a project.
          </p>
          <p>
            We work to keep the platform available and secure, but it is provided "as is" and may sometimes be
            interrupted for maintenance or for reasons outside our control. To the extent the law allows, we
            are not liable for indirect or consequential losses arising from your use of the platform.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      body: (
        <p>
          We may update these terms as the platform develops. The date at the top of this page shows the
          latest version. When changes are significant, we will tell registered organizations by email or on
          the platform before they take effect. Continuing to use the platform after a change means you accept
          the updated terms.
        </p>
      ),
    },
  ];
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const sections = termsSections({
    ugx: amount(loaderData.subscriptionFeeUgx),
    usd: amount(loaderData.subscriptionFeeUsd),
  });
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          Welcome to {SITE.name}. Please read these terms carefully: they explain what you can expect from us
          and what we expect from the organizations and visitors who use the platform.
        </p>
      }
      sections={sections}
      contactIntro="Questions about these terms, fees or your account? Get in touch with us:"
    />
  );
}
