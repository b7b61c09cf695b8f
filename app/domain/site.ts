/** The platform's own contact details, shown in the footer, Contact and Terms. */
export const SITE = {
  name: "UgandaImpact",
  tagline: "Connecting organizations and projects that create sustainable impact across Uganda.",
  email: "info@ugandaimpact.org",
  phone: "+256 414 123 456",
  address: "Plot 12, Kampala Road, Kampala, Uganda",
  businessHours: "Monday to Friday, 8:00 AM to 5:00 PM",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/" },
    { name: "X (Twitter)", href: "https://x.com/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/" },
    { name: "Instagram", href: "https://www.instagram.com/" },
  ],
} as const;

/** The header's links (the desktop bar and the phone's menu) and the footer's first quick links. */
export const MAIN_NAV = [
  { to: "/", label: "Home" },
  { to: "/projects", label: "Projects" },
  { to: "/organizations", label: "Organizations" },
  { to: "/events", label: "Events" },
  { to: "/impact", label: "Impact" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

/** Active link by path prefix; Home only on "/". */
export function isNavActive(to: string, pathname: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
