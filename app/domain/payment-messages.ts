/**
 * The payment texts of the spec (§2 payment indicator, §8 Payment messages, the dialog, the gate and the page),
 * without the payment form's zod schemas (domain/payment.ts re-exports them): what shows a payment's state
 * imports these alone.
 */

export const REFERENCE_CODE_MAX = 100;

export const PAYMENT_MESSAGES = {
  referenceRequired: "Reference code required",
  referenceRequiredDetail: "Please enter a payment reference code",
  referenceTooLong: `Reference code must be at most ${REFERENCE_CODE_MAX} characters`,
  submitted: "Payment request submitted",
  submittedDetail: "You'll be notified once approved",
  pending: "Payment Request Pending",
  pendingDetail:
    "Your payment request is awaiting approval. You'll be notified once approved, and cannot submit another until then.",
  submitError: "Error submitting payment request",
  submitErrorDetail: "Could not submit your payment request. Please try again.",
  // Spec §8 "Payment messages".
  authError: "Authentication error. Please log in again.",
  profileAccessFailed: "Failed to access your profile. Please try logging out and back in.",
  profileNotFound: "Your profile was not found. Please complete your registration first.",
  organizationNotSetUp: "Your organization is not set up yet. Please complete your profile setup first.",
  // The payment indicator (spec §2).
  active: "Account Active",
  activeDetail: "Your subscription is active. You can renew it in its last 30 days.",
  expired: "Subscription Expired - Please Renew",
  pendingApproval: "Payment Pending Approval",
  renewalPending: "Renewal Pending Approval",
  rejected: "Payment Rejected - Submit Again",
  subscribe: "Subscribe to start",
  expires: (date: string) => `Expires ${date}`,
  // A member who cannot pay (an editor) meets an inactive subscription.
  subscriptionInactive: "Your organization's subscription is not active",
  askPayerDetail:
    "Adding projects and posting updates need an active subscription. An owner or a finance member of your organization can pay it.",
  // The dialog, the gate and the page.
  dialogTitle: "Subscribe to start",
  dialogDescription: "Adding projects needs an active yearly subscription, approved by an administrator.",
  submit: "Submit Payment",
  submitting: "Submitting...",
  payNow: "Pay now",
  renew: "Renew",
  renewTitle: "Renew your subscription",
  copied: "Copied",
  copyFailed: "Could not copy",
  pendingReference: "Reference code",
  pendingSubmitted: "Submitted",
  paymentPage: "Payment details",
} as const;
