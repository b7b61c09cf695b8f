import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import { SITE } from "~/domain/site";
import { cn } from "~/lib/cn";

/** The platform's address, phone, email and business hours, as the footer and the Contact page show them. */
export function ContactDetails({ size = "sm" }: { size?: "sm" | "md" }) {
  const icon = cn(
    "mt-0.5 shrink-0",
    size === "sm" ? "h-4 w-4" : "h-5 w-5 text-brand-700 dark:text-brand-200",
  );
  const item = cn("flex", size === "sm" ? "gap-2" : "gap-3");
  // A 28px touch target (WCAG 2.2: at least 24px) that keeps the text where it was.
  const link = "-my-1 inline-block py-1";
  return (
    <ul className={size === "sm" ? "mt-3 space-y-2 text-sm" : "mt-4 space-y-3"}>
      <li className={item}>
        <MapPin aria-hidden className={icon} />
        {SITE.address}
      </li>
      <li className={item}>
        <Phone aria-hidden className={icon} />
        <a href={`tel:${SITE.phone.replaceAll(" ", "")}`} className={link}>
          {SITE.phone}
        </a>
      </li>
      <li className={item}>
        <Mail aria-hidden className={icon} />
        <a href={`mailto:${SITE.email}`} className={link}>
          {SITE.email}
        </a>
      </li>
      <li className={item}>
        <Clock aria-hidden className={icon} />
        {/* One text that wraps where it must on a narrow card (360px), so it reads and copies as written. */}
        <span className="min-w-0">Business hours: {SITE.businessHours}</span>
      </li>
    </ul>
  );
}
