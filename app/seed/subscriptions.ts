import type { PaymentMethod } from "~/domain/subscription-lifecycle";

/**
 * Demo subscription requests (issue 34), dated relative to the seed day: approved ones (active, ending soon or
 * expired) paid for a year from their submission, by the demo administrator; waiting ones; one rejected with
 * its reason and one withdrawn, so every state of the lifecycle shows.
 */
export type SeedSubscription = {
  org: string;
  state: "active" | "pending" | "expired" | "rejected" | "withdrawn";
  method: PaymentMethod;
  /** A rejected request's reason. */
  reason?: string;
  /** Day of submission (and subscription start), in days before the seed ran. */
  startedDaysAgo: number;
  transactionId: string;
  /** Lines of a mobile-money receipt rendered as the proof image; none means "No proof". */
  proof: string[] | null;
};

export const SEED_SUBSCRIPTIONS: SeedSubscription[] = [
  {
    org: "kampala-youth-tech-hub",
    state: "active",
    startedDaysAgo: 120,
    method: "airtel",
    transactionId: "MP250722.1043.C61842",
    proof: null,
  },
  {
    // Twenty days left: shows the expiring-soon badge.
    org: "mbale-water-office",
    state: "active",
    startedDaysAgo: 345,
    method: "bank",
    transactionId: "FT24348MBL0912",
    proof: null,
  },
  {
    org: "nile-solar",
    state: "active",
    startedDaysAgo: 280,
    method: "mtn",
    transactionId: "7845126390",
    proof: null,
  },
  {
    // Lapsed 35 days ago and not renewed.
    org: "gulu-womens-agro",
    state: "expired",
    startedDaysAgo: 400,
    method: "airtel",
    transactionId: "MP241016.0915.A20477",
    proof: null,
  },
  {
    org: "lango-vocational-centre",
    state: "pending",
    startedDaysAgo: 5,
    method: "airtel",
    transactionId: "MP261116.1522.D93051",
    proof: null,
  },
  {
    org: "albertine-agro",
    state: "pending",
    startedDaysAgo: 2,
    method: "mtn",
    transactionId: "26111914329",
    proof: [
      "MTN Mobile Money",
      "Payment successful",
      "Amount: UGX 45,000",
      "To: UgandaImpact (merchant)",
      "Reference: ALBERTINE AGRO",
      "Transaction ID: 26111914329",
    ],
  },
  {
    // Rejected two days after it was sent: the reason shows on its dashboard, with Submit again.
    org: "rwenzori-health",
    state: "rejected",
    method: "mtn",
    reason: "The payment has not arrived in our account",
    startedDaysAgo: 9,
    transactionId: "7731904452",
    proof: null,
  },
  {
    // Sent with a wrong ID, withdrawn by the organization; kept in its billing history.
    org: "nile-solar",
    state: "withdrawn",
    method: "bank",
    startedDaysAgo: 300,
    transactionId: "FT24301NSL7781",
    proof: null,
  },
];
