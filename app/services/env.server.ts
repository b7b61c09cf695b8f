import { ORGANISATION_IDENTIFIER } from "~/domain/iati";
import { z } from "~/lib/zod";

/** Boolean environment flags accept the usual spellings; anything else is a configuration error. Unset stays undefined. */
const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .optional()
  .transform((value) => (value === undefined ? undefined : ["true", "1", "yes"].includes(value)));

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());

const EnvFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Proxy hops in front of the server (a load balancer is 1); the client address is read through them. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("UgandaImpact <no-reply@ugandaimpact.local>"),
  CONTACT_INBOX: z.string().default("info@ugandaimpact.org"),
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Unset: yes outside production, no in production (see EnvSchema); npm start sets it to true. */
  SEED_DEMO: flag,
  DEMO_ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().default("admin@ugandaimpact.org")),
  DEMO_ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /** The subscription reminder emails (30 days before the end, and on the last day). Unset: on. */
  REMINDERS_ENABLED: flag,
  /** The hourly sweep of uploads nothing names (services/uploads/sweep-uploads.server.ts). Unset: on. */
  UPLOAD_SWEEP_ENABLED: flag,
  /**
   * Production: how long a page served to visitors without cookies may be answered from memory (0: never).
   * Changes to the data empty the cache at once (server/page-cache.ts); this bounds the clock-dependent rest.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Uploads go to this S3-compatible bucket when it is set; otherwise to DATA_DIR (see storage.server.ts). */
  S3_BUCKET: optionalString,
  /** A service other than AWS (MinIO, Garage, R2…). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("us-east-1")),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `endpoint/bucket/key` addresses. Unset: yes when S3_ENDPOINT is set (what self-hosted services expect). */
  S3_FORCE_PATH_STYLE: flag,
  /**
   * The platform's IATI organisation identifier (`{agency}-{number}` from the Organisation Registration Agency
   * list, e.g. UG-NGB-INDR123456789NB): reporting-org/@ref and the start of every iati-identifier. Unset: a
   * stand-in, and the IATI files are not ready for the IATI Registry (docs on /developers#iati-registry).
   */
  IATI_PUBLISHER_REF: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(ORGANISATION_IDENTIFIER, {
        error: "an IATI organisation identifier, {agency}-{number}, e.g. UG-NGB-INDR123456789NB",
      })
      .optional(),
  ),
  SUBSCRIPTION_FEE_UGX: z.coerce.number().int().positive().default(45000),
  SUBSCRIPTION_FEE_USD: z.coerce.number().int().positive().default(15),
  MTN_MERCHANT_CODE: z.string().default("123456"),
  AIRTEL_MERCHANT_CODE: z.string().default("654321"),
  BANK_NAME: z.string().default("Stanbic Bank Uganda"),
  BANK_SWIFT: z.string().default("SBICUGKX"),
  BANK_ACCOUNT: z.string().default("9030012345678"),
  BANK_BRANCH: z.string().default("Kampala Road"),
  BANK_COUNTRY: z.string().default("Uganda"),
  /** The issuer printed at the top of every payment receipt (services/payments/receipt-pdf.server.ts). */
  RECEIPT_ISSUER_NAME: z.string().default("UgandaImpact"),
  RECEIPT_ISSUER_ADDRESS: z.string().default("Plot 12, Kampala Road, Kampala, Uganda"),
  RECEIPT_ISSUER_TAX_NUMBER: z.string().default("TIN 1000000000"),
});

/** The variables, and the rules between them. */
export const EnvSchema = EnvFields.refine((env) => env.NODE_ENV !== "production" || env.PUBLIC_URL, {
  // Links in emails (password reset) point to PUBLIC_URL, never to a request's Host: a deployment says it.
  path: ["PUBLIC_URL"],
  message:
    "required when NODE_ENV=production: the public address of the site, e.g. https://ugandaimpact.org (links in emails point to it)",
})
  .refine((env) => env.S3_BUCKET || !(env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID), {
    path: ["S3_BUCKET"],
    message: "required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set: the bucket that holds the uploads",
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
  })
  .transform((env) => ({
    ...env,
    // A production server loads demo data (accounts, pictures) only when asked to.
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== "production",
  }));

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** Validates the environment once; a bad value stops the boot with every problem listed. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between files; this forgets the cached copy. */
export function resetEnvForTests() {
  cached = undefined;
}

/** The only configuration the browser may see. */
export function getPublicEnv() {
  const env = getEnv();
  return { subscriptionFeeUgx: env.SUBSCRIPTION_FEE_UGX, subscriptionFeeUsd: env.SUBSCRIPTION_FEE_USD };
}
