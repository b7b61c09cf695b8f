import { PRIVATE_CACHE_CONTROL } from "~/services/cache-control.server";
import { resourceNotFound } from "~/services/http.server";
import { paymentReceipt, receiptPdf } from "~/services/payments/payment-receipt.server";
import { requireUser } from "~/services/permissions.server";
import type { Route } from "./+types/payment-receipt";

/**
 * An approved payment's receipt (/dashboard/payments/:id/receipt.pdf), downloaded from My Account's Billing
 * section: to its organization or an administrator; a pending payment, an unknown one or anyone else's is
 * the same 404. Never cached.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const receipt = await paymentReceipt(user, params.id);
  if (!receipt) throw resourceNotFound({ headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  const bytes = await receiptPdf(receipt, new Date());
  return new Response(bytes, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${receipt.fileName}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": PRIVATE_CACHE_CONTROL,
    },
  });
}
