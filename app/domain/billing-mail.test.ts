import { describe, expect, it } from "vitest";
import { approvalMail, BILLING_MAIL_ROLES, composeMail, rejectionMail } from "./billing-mail";

const site = { siteUrl: "https://ugandaimpact.org/", contactEmail: "info@ugandaimpact.org" };
const fee = "UGX 45,000 or USD 15 for one year";

describe("the billing emails", () => {
  it("says an approval's end date and what happens next, with a link to add a project", () => {
    const mail = approvalMail(site, {
      organizationName: "ALPHA <WATER> TRUST",
      transactionId: "7845123690",
      activeUntil: "2027-03-07",
    });
    expect(mail.subject).toBe("Your UgandaImpact subscription is active");
    expect(mail.text).toContain("Hello ALPHA <WATER> TRUST,");
    expect(mail.text).toContain("Transaction ID 7845123690 has been approved");
    expect(mail.text).toContain("Your receipt is attached to this email");
    expect(mail.text).toContain("active until Mar 7, 2027");
    expect(mail.text).toContain("Add a project: https://ugandaimpact.org/dashboard/projects/add");
    expect(mail.html).toContain("ALPHA &lt;WATER&gt; TRUST");
    expect(mail.html).not.toContain("<WATER>");
    expect(mail.html).toContain('href="https://ugandaimpact.org/dashboard/projects/add"');
  });

  it("says why a request was rejected, that it is kept, and how to submit again", () => {
    const mail = rejectionMail(site, {
      organizationName: "BETA",
      transactionId: "MP261119.1432.B73915",
      reason: "The payment has not arrived in our account",
      fee,
    });
    expect(mail.subject).toBe("Your UgandaImpact payment was not approved");
    expect(mail.text).toContain("Transaction ID MP261119.1432.B73915 was not approved");
    expect(mail.text).toContain("Reason: The payment has not arrived in our account");
    expect(mail.text).toContain("stays in your billing history");
    expect(mail.text).toContain("Submit again: https://ugandaimpact.org/payment");
    expect(mail.text).toContain("Questions? Write to info@ugandaimpact.org.");
  });

  it("keeps the subject on one header line and escapes every value in the HTML", () => {
    const mail = composeMail(site, {
      subject: "Payment\r\nBcc: x@example.org",
      greeting: "Hello O'Brien & Sons,",
      paragraphs: [],
    });
    expect(mail.subject).toBe("Payment Bcc: x@example.org");
    expect(mail.html).toContain("Hello O&#39;Brien &amp; Sons,");
  });

  it("goes to the owners and the finance members, each mail opening with the organization's name", () => {
    expect(BILLING_MAIL_ROLES).toEqual(["owner", "finance"]);
    const approval = approvalMail(site, {
      organizationName: "GAMMA",
      transactionId: "1",
      activeUntil: "2027-01-01",
    });
    const rejection = rejectionMail(site, {
      organizationName: "GAMMA",
      transactionId: "1",
      reason: "No",
      fee,
    });
    for (const mail of [approval, rejection]) expect(mail.text.split("\n")[0]).toBe("Hello GAMMA,");
  });
});
