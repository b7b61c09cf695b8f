/**
 * Demo subscriptions and payment requests, dated relative to the seed day. Every submission makes a
 * subscription (one year from its start) and a payment request, as the payment dialog does; approved ones
 * are active, approved by the demo administrator, and copied onto the organization (is_paid, expiry).
 */
export type SeedSubscription = {
  org: string;
  state: "active" | "pending" | "expired";
  /** Day of submission (and subscription start), in days before the seed ran. */
  startedDaysAgo: number;
  reference: string;
  /** Lines of a mobile-money receipt rendered as the proof image; none means "No proof". */
  proof: string[] | null;
};

export const SEED_SUBSCRIPTIONS: SeedSubscription[] = [
  {
    org: "kampala-youth-tech-hub",
    state: "active",
    startedDaysAgo: 120,
    reference: "MP250722.1043.C61842",
    proof: null,
  },
  {
    // Twenty days left: shows the expiring-soon badge.
    org: "mbale-water-office",
    state: "active",
    startedDaysAgo: 345,
    reference: "FT24348MBL0912",
    proof: null,
  },
  {
    org: "nile-solar",
    state: "active",
    startedDaysAgo: 280,
    reference: "AM7845126390",
    proof: null,
  },
  {
    // Lapsed 35 days ago and not renewed.
    org: "gulu-womens-agro",
    state: "expired",
    startedDaysAgo: 400,
    reference: "MP241016.0915.A20477",
    proof: null,
  },
  {
    org: "lango-vocational-centre",
    state: "pending",
    startedDaysAgo: 5,
    reference: "MP261116.1522.D93051",
    proof: null,
  },
  {
    org: "albertine-agro",
    state: "pending",
    startedDaysAgo: 2,
    reference: "MP261119.1432.B73915",
    proof: [
      "MTN Mobile Money",
      "Payment successful",
      "Amount: UGX 45,000",
      "To: UgandaImpact (merchant)",
      "Reference: ALBERTINE AGRO",
      "Transaction ID: 26111914329",
    ],
  },
];
