import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The Content-Security-Policy nonce of this response. */
    cspNonce: string;
    /** The client's address as Express saw it (trust proxy decides which header counts). */
    clientIp: string;
    /** A page's request, not a navigation's data (`.data`): its loaders' data go into the page with it. */
    documentRequest?: boolean;
    /** Markup drawn for this page that its data leave out (pageOnlyMarkup), for the server's render. */
    pageMarkup?: Map<string, string>;
  }
}
