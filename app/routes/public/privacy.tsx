import { LegalList, LegalPage, type LegalSection, TextLink } from "~/components/static/legal-page";
import { FOLLOW_PRIVACY } from "~/domain/follow-privacy";
import { SITE } from "~/domain/site";
import { rootOrigin, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

const PRIVACY_LAST_UPDATED = "17/03/2025";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Privacy Policy",
    description: `How ${SITE.name} collects, uses, shares and protects personal information, how long we keep it, and the rights you have over it.`,
    path: "/privacy",
    origin: rootOrigin(matches),
  });

const SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who We Are",
    body: (
      <p>
        {SITE.name} ({SITE.address}) runs this platform and is responsible for the personal information
        described in this policy. We handle personal information in line with Uganda's Data Protection and
        Privacy Act, 2019.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <>
        <p>We only collect what we need to run the platform:</p>
        <LegalList>
          <li>
            <strong>Account details:</strong> the contact person's full name, email address and password when
            an organization registers. Passwords are stored only in a securely hashed form that we cannot
            read.
          </li>
          <li>
            <strong>Organization details:</strong> the organization's name, brief description, type, phone
            number, address, website and logo.
          </li>
          <li>
            <strong>Project content:</strong> project names, descriptions, locations, dates, target groups,
            team members' names, partners and images that you publish.
          </li>
          <li>
            <strong>Payment details:</strong> the payment reference code and any proof of payment you upload
            for a subscription. We never receive your mobile money PIN, card or bank login details.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, email address, subject and message you send through
            our <TextLink to="/contact">contact form</TextLink>.
          </li>
          <li>
            <strong>Newsletter:</strong> the email address you give when you subscribe to our newsletter.
          </li>
          <li id="following" className="scroll-mt-20">
            <strong>Following a project or organization:</strong> when you follow one by email (no account
            needed), we keep {FOLLOW_PRIVACY.kept}. We use it only to mail you its new updates; it is never
            shown to anyone, not even to the organization (which sees only how many people follow), and never
            appears in our open data.
          </li>
          <li>
            <strong>Technical information:</strong> the pages requested and the time of each request, and your
            IP address for a short time to protect forms and logins against abuse.
          </li>
        </LegalList>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How We Use Your Information",
    body: (
      <LegalList>
        <li>To create and run your organization's account and let you sign in securely.</li>
        <li>To publish your organization profile, projects and images where visitors can find them.</li>
        <li>To check and approve subscription payments and keep records of them.</li>
        <li>To answer your messages and send emails you asked for, such as password reset links.</li>
        <li>To send the newsletter to those who subscribed to it.</li>
        <li>To keep the platform secure, prevent abuse and fix problems.</li>
      </LegalList>
    ),
  },
  {
    id: "what-is-public",
    title: "What Is Public",
    body: (
      <p>
        The platform exists to showcase organizations and their work, so your organization profile (name,
        brief, type, address, phone number, website and logo) and your published projects, including their
        images and team members' names, are visible to everyone and may appear in search engines and link
        previews. Your login email address, password and payment details are never shown publicly.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Sharing Your Information",
    body: (
      <>
        <p>We do not sell or rent personal information. We share it only:</p>
        <LegalList>
          <li>
            with service providers that host the platform, store files and deliver our emails, who may use it
            only to provide those services to us;
          </li>
          <li>with our administrators, who need it to review organizations, projects and payments;</li>
          <li>when the law requires it, or to protect the safety of our users and the public.</li>
        </LegalList>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and Local Storage",
    body: (
      <>
        <p>We use a small number of cookies that the platform needs to work, and no advertising cookies:</p>
        <LegalList>
          <li>
            a session cookie that keeps you signed in; it ends when you close the browser unless you choose
            "Remember me";
          </li>
          <li>a short-lived cookie that carries a confirmation message from one page to the next.</li>
        </LegalList>
        <p>
          Your choice of light, dark or system theme is saved in your browser's local storage under the key
          "theme". It stays on your device and is never sent to us.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How Long We Keep Information",
    body: (
      <LegalList>
        <li>
          Account, organization and project information is kept while your account exists. When an
          organization is deleted, its profile, projects and images are removed.
        </li>
        <li>Payment records are kept for as long as tax and accounting rules require.</li>
        <li>Contact messages are kept for up to two years, then deleted.</li>
        <li>Newsletter addresses are kept until you ask us to remove yours.</li>
        <li>
          Followers' addresses: {FOLLOW_PRIVACY.unconfirmed} {FOLLOW_PRIVACY.confirmed}
        </li>
        <li>Technical records used for security are kept for a short time, usually no more than 90 days.</li>
      </LegalList>
    ),
  },
  {
    id: "security",
    title: "How We Protect Information",
    body: (
      <p>
        We use encrypted connections, hashed passwords, access limited to the people who need it, and checks
        on every uploaded file. No system is perfectly secure; if a breach affects your personal information,
        we will tell you and the Personal Data Protection Office as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights",
    body: (
      <>
        <p>You have the right to:</p>
        <LegalList>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>correct it: most details can be edited directly from your Project Panel;</li>
          <li>ask us to delete your account and your organization's content;</li>
          <li>object to a use of your information, or unsubscribe from the newsletter at any time.</li>
        </LegalList>
        <p>
          To use these rights, contact us using the details below. If you are not satisfied with our answer,
          you may complain to the Personal Data Protection Office of Uganda.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Accounts are for organizations and must be opened by adults. If a project involves children, the
        organization publishing it must have permission before sharing images or details through which a child
        can be identified.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy as the platform changes. The date at the top of this page shows the latest
        version, and we will tell registered organizations about significant changes. See also our{" "}
        <TextLink to="/terms">Terms of Service</TextLink>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          Your privacy matters to us. This policy explains what information {SITE.name} collects when you use
          the platform, why we collect it, who can see it, how long we keep it and the choices you have.
        </p>
      }
      sections={SECTIONS}
      contactIntro="For questions about this policy or your personal information, contact us:"
    />
  );
}
