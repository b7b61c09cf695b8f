import { AIRTEL_DIAL_CODE, MTN_DIAL_CODE, type PaymentInstructions } from "~/domain/payment";
import { getEnv } from "../env.server";

/**
 * What an organization is told to pay and how (spec §9): the fee, MTN Mobile Money and Airtel Money (dial
 * code and merchant code) and the bank transfer details, from the configuration; the reference is the
 * organization's name.
 */
export function getPaymentInstructions(organizationName: string): PaymentInstructions {
  const env = getEnv();
  return {
    fee: { ugx: env.SUBSCRIPTION_FEE_UGX, usd: env.SUBSCRIPTION_FEE_USD },
    mtn: { merchantCode: env.MTN_MERCHANT_CODE, dialCode: MTN_DIAL_CODE },
    airtel: { merchantCode: env.AIRTEL_MERCHANT_CODE, dialCode: AIRTEL_DIAL_CODE },
    bank: {
      name: env.BANK_NAME,
      swift: env.BANK_SWIFT,
      account: env.BANK_ACCOUNT,
      branch: env.BANK_BRANCH,
      country: env.BANK_COUNTRY,
    },
    reference: organizationName.trim(),
  };
}
