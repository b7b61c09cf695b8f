import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every route of spec §2, listed explicitly. */
export default [
  // Public
  index("routes/public/home.tsx"),
  route("projects", "routes/public/projects.tsx"),
  route("projects/:id", "routes/public/project.tsx"),
  route("organizations", "routes/public/organizations.tsx"),
  route("organizations/:id", "routes/public/organization.tsx"),
  route("events", "routes/public/events.tsx"),
  route("events/:id", "routes/public/event.tsx"),
  route("impact", "routes/public/impact.tsx"),
  route("developers", "routes/public/developers.tsx"),
  route("about", "routes/public/about.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("follow", "routes/public/follow.tsx"),
  route("follow/confirm", "routes/public/follow-confirm.tsx"),
  route("follow/unsubscribe", "routes/public/follow-unsubscribe.tsx"),

  // Accounts
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("invitations/:token", "routes/auth/invitation.tsx"),
  route("payment", "routes/dashboard/payment.tsx"),
  route("payment/proofs/:file", "routes/dashboard/payment-proof.tsx"),
  route("dashboard/payments/:id/receipt.pdf", "routes/dashboard/payment-receipt.tsx"),
  route("dashboard/projects/images", "routes/dashboard/project-images.tsx"),

  // Organization area (login guard in every loader and action)
  layout("routes/dashboard/layout.tsx", [
    route("dashboard", "routes/dashboard/index.tsx"),
    route("dashboard/projects", "routes/dashboard/projects.tsx"),
    route("dashboard/projects/add", "routes/dashboard/project-new.tsx"),
    route("dashboard/projects/edit/:id", "routes/dashboard/project-edit.tsx"),
    route("dashboard/projects/:id/updates", "routes/dashboard/project-updates.tsx"),
    route("dashboard/projects/:id/results", "routes/dashboard/project-results.tsx"),
    route("dashboard/profile", "routes/dashboard/profile.tsx"),
    route("dashboard/account", "routes/dashboard/account.tsx"),
  ]),

  // Admin area (admin guard in every loader and action)
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/projects", "routes/admin/projects.tsx"),
    route("admin/organizations", "routes/admin/organizations.tsx"),
    route("admin/organizations/:id", "routes/admin/organization.tsx"),
    route("admin/approved-organizations", "routes/admin/approved-organizations.tsx"),
    route("admin/events", "routes/admin/events.tsx"),
    route("admin/payments", "routes/admin/payments.tsx"),
    route("admin/payments/:id", "routes/admin/payment-review.tsx"),
    route("admin/subscriptions", "routes/admin/subscriptions.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
  ]),
  route("admin/live", "routes/admin/live.ts"),
  route("admin/events/images", "routes/admin/event-images.tsx"),

  // Resources
  route("resources/newsletter", "routes/resources/newsletter.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("readyz", "routes/resources/readyz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("images/:width/*", "routes/resources/image.ts"),
  route("uploads/*", "routes/resources/upload.ts"),

  // Open data: exports and feeds beside the pages they mirror, with the same query parameters
  route("projects.csv", "routes/resources/projects-csv.ts"),
  route("projects.geojson", "routes/resources/projects-geojson.ts"),
  route("results.csv", "routes/resources/results-csv.ts"),
  route("organizations.csv", "routes/resources/organizations-csv.ts"),
  // Each CSV's description (CSV on the Web): one module, one route per file.
  route("projects.csv-metadata.json", "routes/resources/csv-metadata.ts", { id: "projects-csv-metadata" }),
  route("results.csv-metadata.json", "routes/resources/csv-metadata.ts", { id: "results-csv-metadata" }),
  route("organizations.csv-metadata.json", "routes/resources/csv-metadata.ts", {
    id: "organizations-csv-metadata",
  }),
  route("events.ics", "routes/resources/events-ics.ts"),
  route("events/:id.ics", "routes/resources/event-ics.ts"),
  route("projects.rss", "routes/resources/projects-rss.ts"),
  route("projects/:id.rss", "routes/resources/project-rss.ts"),
  route("organizations/:id.rss", "routes/resources/organization-rss.ts"),
  route("iati/activities.xml", "routes/resources/iati-activities.ts"),
  route("iati/organisations.xml", "routes/resources/iati-organisations.ts"),
  route("organizations/:id/iati.xml", "routes/resources/organization-iati.ts"),
  route("organizations/:id/iati-organisation.xml", "routes/resources/organization-iati-organisation.ts"),
  route("api/v1/openapi.json", "routes/api/openapi.ts"),
  route("api/v1/projects", "routes/api/projects.ts"),
  route("api/v1/projects/:id", "routes/api/project.ts"),
  route("api/v1/projects/:id/updates", "routes/api/project-updates.ts"),
  route("api/v1/organizations", "routes/api/organizations.ts"),
  route("api/v1/organizations/:id", "routes/api/organization.ts"),
  route("api/v1/events", "routes/api/events.ts"),
  route("api/v1/events/:id", "routes/api/event.ts"),
  route("api/v1/changes", "routes/api/changes.ts"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
