/**
 * For load balancers and orchestrators: 200 while the process is alive and answering requests (liveness).
 * Whether it should get traffic is /readyz's question.
 */
export function loader() {
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
